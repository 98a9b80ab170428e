import { html } from '@codemirror/lang-html';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';

/**
 * HTML in a code editor with syntax highlighting and tag completion (CodeMirror, loaded on first
 * use). Tab leaves the editor, as in any field: no keyboard trap.
 */
export default function HtmlCodeEditor({
  value,
  onChange,
  label,
  onView,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** The editor's view, for inserting text at the cursor. */
  onView: (view: EditorView) => void;
}) {
  // Built once per label: new extensions would make the editor reconfigure on every keystroke.
  const extensions = useMemo(
    () => [html(), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label })],
    [label],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      onCreateEditor={onView}
      extensions={extensions}
      indentWithTab={false}
      height="100%"
      className="h-full overflow-hidden rounded-md border text-sm"
      basicSetup={{ foldGutter: false, highlightActiveLine: false }}
    />
  );
}
