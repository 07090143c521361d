// How a read is polled (issue 53): only while the app is in front, and caught up once when it comes
// back. The worker's phone waits on Home for hours; a web-view in the background (another app, the
// screen locked) asks nothing. TanStack Query's focus manager follows the Page Visibility API: its
// interval asks nothing while the page is hidden, and its refetch on focus (off by default in this
// app, src/app/providers.tsx) makes the one read that catches up when the page shows again, if the
// answer went stale meanwhile. The interval then counts again from that read's answer.

/** The query options of a read asked every `ms` while the app is in front; `false`: not polled. */
export const pollEvery = (ms: number | false) =>
  ({
    refetchInterval: ms,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: ms !== false,
  }) as const;
