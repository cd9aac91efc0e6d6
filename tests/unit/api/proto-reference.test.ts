/**
 * The body of /ref/proto: every row of its tables has as many cells as the
 * table's header, so a `|` in a quoted pattern or a comment cannot end a cell
 * early (GFM splits cells at a `|` even inside a code span unless it is
 * escaped, and the rest of the row then reaches MDX as text).
 */
import { describe, expect, it } from 'vitest';
import { loadApi } from '../../../scripts/api/load';
import { buildModel } from '../../../scripts/api/model';
import { buildProtoReference } from '../../../scripts/api/proto-reference';

const cells = (row: string) => row.replace(/\\\|/g, '').split('|').length - 2;

describe('the protocol reference', () => {
  const page = buildProtoReference(buildModel(loadApi('api')), () => []);
  const lines = page.split('\n');

  it('keeps every table row to the cells of its header', () => {
    const problems: string[] = [];
    let header = 0;
    lines.forEach((line, index) => {
      if (!line.startsWith('|')) {
        header = 0;
        return;
      }
      if (header === 0) header = cells(line);
      else if (cells(line) !== header)
        problems.push(`line ${index + 1}: ${cells(line)} cells, not ${header}: ${line}`);
    });
    expect(problems).toEqual([]);
  });

  it('quotes patterns with `|` in them, such as the guidance rule of the sanitizer, within one cell', () => {
    const guidance = lines.find((line) => line.startsWith('| `guidance` |') && line.includes('sanitizer'));
    expect(guidance).toContain('`^(?:[^<>&\\r]\\|&(?:amp\\|lt\\|gt);)*$`');
    expect(cells(guidance!)).toBe(6);
  });
});
