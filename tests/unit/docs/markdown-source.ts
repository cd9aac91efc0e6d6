/** The parts of a Markdown page the docs checks read: its fenced code blocks, and its prose without them. */

export type FencedBlock = {
  /** The 1-based line of the opening fence. */
  line: number;
  language: string;
  meta: string;
  /** The block's lines, without the fence's indentation. */
  lines: string[];
};

const fenceOpen = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

/** Every fenced code block of `text`, with the line it starts on. */
export function fencedBlocks(text: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = fenceOpen.exec(lines[index]);
    if (!open) continue;
    const [, indent, fence, language, meta] = open;
    const block: FencedBlock = { line: index + 1, language, meta: meta.trim(), lines: [] };
    for (index++; index < lines.length; index++) {
      const line = lines[index];
      if (line.trim().startsWith(fence[0].repeat(fence.length)) && line.trim().replace(/[`~]/g, '') === '')
        break;
      block.lines.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    blocks.push(block);
  }
  return blocks;
}

/**
 * The lines of `text` that are prose: front matter, fenced code blocks and
 * HTML or MDX comments are blanked, so the lines keep their numbers.
 */
export function proseLines(text: string): string[] {
  const lines = text.split('\n');
  const prose = [...lines];
  let index = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    for (; index <= end; index++) prose[index] = '';
  }
  let fence: string | null = null;
  let comment = false;
  for (; index < lines.length; index++) {
    const line = lines[index];
    if (fence) {
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
      prose[index] = '';
      continue;
    }
    const open = fenceOpen.exec(line);
    if (open && !comment) {
      fence = open[2];
      prose[index] = '';
      continue;
    }
    let kept = '';
    let rest = line;
    while (rest) {
      if (comment) {
        const end = /-->|\*\/\}/.exec(rest);
        if (!end) break;
        comment = false;
        rest = rest.slice(end.index + end[0].length);
      } else {
        const start = /<!--|\{\/\*/.exec(rest);
        if (!start) {
          kept += rest;
          break;
        }
        kept += rest.slice(0, start.index);
        comment = true;
        rest = rest.slice(start.index + start[0].length);
      }
    }
    prose[index] = kept;
  }
  return prose;
}
