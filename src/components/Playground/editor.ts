/**
 * The playground's code editor: CodeMirror 6 with YAML highlighting (JSON is
 * YAML too), line numbers, undo history and the problems of the file marked
 * in the text and the gutter. Tab moves the focus out of the editor, as in a
 * form; indentation comes with Enter.
 */
import { EditorState } from '@codemirror/state';
import { EditorView, drawSelection, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { HighlightStyle, bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { yaml } from '@codemirror/lang-yaml';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { tags } from '@lezer/highlight';
import type { Problem } from './resource-check';

/**
 * Token colors come from the site's stylesheet (`.pg-tok-*`, src/css/custom.css),
 * one set per color mode, each checked for contrast by the accessibility tests.
 */
const highlight = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], class: 'pg-tok-key' },
  { tag: [tags.string, tags.special(tags.string)], class: 'pg-tok-string' },
  { tag: [tags.number, tags.bool, tags.null, tags.keyword, tags.atom], class: 'pg-tok-literal' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], class: 'pg-tok-comment' },
  {
    tag: [tags.meta, tags.punctuation, tags.separator, tags.squareBracket, tags.brace],
    class: 'pg-tok-punct',
  },
]);

export type EditorOptions = {
  /** The text to start with. */
  doc: string;
  /** The editor's accessible name. */
  label: string;
  /** The id of the element that describes the editor (its problems), if any. */
  describedBy?: string;
  /** Called with the whole text after each change. */
  onChange(text: string): void;
};

export type Editor = {
  view: EditorView;
  /** Marks `problems` in the text and the gutter. */
  mark(problems: Problem[]): void;
  /** Puts the cursor at `offset` and focuses the editor. */
  reveal(offset: number): void;
  /** Replaces the whole text. */
  replace(text: string): void;
};

export function createEditor(parent: HTMLElement, options: EditorOptions): Editor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        yaml(),
        syntaxHighlighting(highlight),
        lintGutter(),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({
          'aria-label': options.label,
          ...(options.describedBy ? { 'aria-describedby': options.describedBy } : {}),
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    view,
    mark(problems) {
      const length = view.state.doc.length;
      view.dispatch(
        setDiagnostics(
          view.state,
          problems.map((problem) => ({
            from: Math.min(problem.from, length),
            to: Math.min(problem.to, length),
            severity: 'error' as const,
            message: problem.message,
          })),
        ),
      );
    },
    reveal(offset) {
      view.dispatch({ selection: { anchor: Math.min(offset, view.state.doc.length) }, scrollIntoView: true });
      view.focus();
    },
    replace(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
  };
}
