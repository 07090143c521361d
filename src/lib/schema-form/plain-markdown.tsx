// Stands in for `markdown-to-jsx/react` in rjsf's core (vite.config.ts aliases it here): rjsf renders
// markdown only for `ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp` (forms/ never sets them:
// their texts are catalogue keys, shown as text) and for its own developer messages (an unsupported
// field, a file's info). The library was ~26 KB gzip of the ~140 KB renderer, for none of that.
import type { ReactNode } from "react";

/** The text as it is: no markdown, no HTML. */
export function Markdown({
  children,
}: {
  children?: ReactNode;
  options?: unknown;
}) {
  return <>{children}</>;
}

export default Markdown;
