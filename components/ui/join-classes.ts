// How the form primitives (input, native-select, textarea, label) add a caller's classes to their own:
// joined, not merged. Merging (tailwind-merge through `cn`) costs a form page 7.4 KB of script and the
// build of its class map while the page hydrates (issue 27, decision 176), and no form passes a class
// that overrides one of theirs. A caller that must override one merges where it renders (the news
// page-size form: `cn(NATIVE_SELECT_CLASSES, 'h-9 w-20')` on a plain select, on the server).

export function joinClasses(own: string, added: string | undefined): string {
  return added ? `${own} ${added}` : own;
}
