// Which in-app pages exist: the app shell registers its route table's pages when it builds the
// router, and a link the server sends to any other page is hidden, never a way to the 404 page.
let known: ReadonlySet<string> = new Set();

export function registerPages(pagePaths: Iterable<string>) {
  known = new Set(pagePaths);
}

/** Whether an in-app path (with or without its query) opens a page of the route table. */
export function isKnownPage(path: string) {
  return known.has(path.split(/[?#]/, 1)[0] ?? '');
}
