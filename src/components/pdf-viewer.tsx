// A PDF shown page by page, fitted to the screen's width (a 360 px phone reads it without zooming),
// with page x/y, previous/next, and loading and error states with a retry. pdf.js (~150 KB gzip)
// and its worker load only when a viewer mounts; the worker is a file of the app's own build (Vite
// `?url`), never a CDN. The legacy build: it carries the polyfills older Android web-views need.
// Texts come from the caller's catalogue (`labels`), so the component owns no namespace.
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';
import './pdf-viewer.css';

type PdfJs = typeof import('pdfjs-dist');

let pdfjs: Promise<PdfJs> | undefined;

/** pdf.js and its worker URL, loaded once; a failed load is tried again next time. */
export function loadPdfJs(): Promise<PdfJs> {
  // Within the spec's chunk time limit: past it the viewer shows its error, with a retry.
  pdfjs ??= within(Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url')]), CHUNK_TIMEOUT_MS, 'pdfjs')
    .then(([lib, worker]) => {
      lib.GlobalWorkerOptions.workerSrc = worker.default;
      return lib as PdfJs;
    })
    .catch((error: unknown) => {
      pdfjs = undefined;
      throw error;
    });
  return pdfjs;
}

export type PdfViewerLabels = {
  /** Names the document for screen readers (its title). */
  document: string;
  loading: string;
  /** The document could not be loaded or a page could not be drawn. */
  error: string;
  retry: string;
  previous: string;
  next: string;
  /** "Page 2 of 5" / "2/5". */
  pageOf: (page: number, total: number) => string;
};

type Props = {
  url: string;
  labels: PdfViewerLabels;
  /** The page to open on (1-based, clamped to the document); resuming where the reader left off. */
  initialPage?: number;
  /** Each page once it is drawn, with the number of pages: progress. */
  onPage?: (page: number, total: number) => void;
  className?: string;
};

type DocState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; doc: PDFDocumentProxy };

const clamp = (n: number, total: number) => Math.min(Math.max(1, Math.round(n) || 1), Math.max(1, total));

export function PdfViewer({ url, labels, initialPage = 1, onPage, className }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DocState>({ status: 'loading' });
  const [page, setPage] = useState(initialPage);
  const [pageError, setPageError] = useState<unknown>(null);
  const [drawn, setDrawn] = useState(0);
  const [ratio, setRatio] = useState<number | null>(null);
  const [pageText, setPageText] = useState('');
  const [width, setWidth] = useState(0);
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onPageRef = useRef(onPage);
  useEffect(() => {
    onPageRef.current = onPage;
  });
  const initialRef = useRef(initialPage);

  // The document: loaded per URL (and again on retry); destroyed when it goes.
  useEffect(() => {
    let gone = false;
    let destroy: (() => void) | undefined;
    setState({ status: 'loading' });
    loadPdfJs()
      .then((lib) => {
        if (gone) return undefined;
        const task = lib.getDocument({ url, withCredentials: false });
        destroy = () => void task.destroy();
        // pdf.js fetches the document with no time limit: one that stops coming for as long as a call
        // may take gives up (its promise rejects), and the viewer says so with its retry. A download
        // still moving, however slowly, goes on: a large handbook on a slow network is not a failure.
        let stall: ReturnType<typeof setTimeout> | undefined;
        const arm = () => {
          clearTimeout(stall);
          stall = setTimeout(() => void task.destroy(), env.apiTimeoutMs);
        };
        task.onProgress = arm;
        arm();
        return task.promise.finally(() => clearTimeout(stall));
      })
      .then((doc) => {
        if (gone || !doc) return;
        setPage(clamp(initialRef.current, doc.numPages));
        setState({ status: 'ready', doc });
      })
      .catch((error: unknown) => {
        if (!gone) setState({ status: 'error', error });
      });
    return () => {
      gone = true;
      destroy?.();
    };
  }, [url, attempt]);

  // The frame's width decides the scale: the page fits it, and follows a rotation.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setWidth(frame.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [state.status]);

  // The current page, drawn at the screen's pixel density; a newer page cancels an older drawing.
  const [redraw, setRedraw] = useState(0);
  useEffect(() => {
    if (state.status !== 'ready') return;
    const canvas = canvasRef.current;
    if (!canvas) return;
    let task: RenderTask | undefined;
    let gone = false;
    setPageError(null);
    state.doc
      .getPage(page)
      .then(async (pdfPage) => {
        if (gone) return;
        const base = pdfPage.getViewport({ scale: 1 });
        setRatio(base.height / base.width);
        const cssWidth = width || base.width;
        const dpr = Math.min(window.devicePixelRatio || 1, 2);
        const viewport = pdfPage.getViewport({ scale: (cssWidth / base.width) * dpr });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = pdfPage.render({ canvas, viewport });
        await task.promise;
        if (gone) return;
        setDrawn(page);
        onPageRef.current?.(page, state.doc.numPages);
        // The page's words for a screen reader: the canvas itself says nothing.
        const text = await pdfPage.getTextContent().catch(() => null);
        if (!gone) setPageText(text ? text.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').trim() : '');
      })
      .catch((error: unknown) => {
        if (gone || (error as { name?: string } | null)?.name === 'RenderingCancelledException') return;
        setPageError(error);
      });
    return () => {
      gone = true;
      task?.cancel();
    };
  }, [state, page, width, redraw]);

  const retry = useCallback(() => {
    if (state.status === 'error') setAttempt((n) => n + 1);
    else setRedraw((n) => n + 1);
  }, [state.status]);

  const classes = className ? `pdf-viewer ${className}` : 'pdf-viewer';
  if (state.status === 'loading') {
    return (
      <div className={classes} role="status" aria-live="polite" aria-busy="true">
        <div className="pdf-viewer__placeholder">{labels.loading}</div>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={classes}>
        <div className="pdf-viewer__placeholder" role="alert">
          <p>{labels.error}</p>
          <button type="button" className="app-button app-button--primary" onClick={retry}>
            {labels.retry}
          </button>
        </div>
      </div>
    );
  }
  const total = state.doc.numPages;
  const pageLabel = labels.pageOf(page, total);
  return (
    <section className={classes} aria-label={labels.document}>
      <div ref={frameRef} className="pdf-viewer__frame" style={ratio ? { aspectRatio: `1 / ${ratio}` } : undefined}>
        <canvas
          ref={canvasRef}
          className="pdf-viewer__canvas"
          role="img"
          aria-label={`${labels.document} ${pageLabel}`}
          data-page={drawn || undefined}
          hidden={Boolean(pageError)}
        />
        {pageError ? (
          <div className="pdf-viewer__placeholder" role="alert">
            <p>{labels.error}</p>
            <button type="button" className="app-button app-button--primary" onClick={retry}>
              {labels.retry}
            </button>
          </div>
        ) : null}
      </div>
      {pageText ? <p className="visually-hidden">{pageText}</p> : null}
      <nav className="pdf-viewer__pager" aria-label={labels.document}>
        <button type="button" className="pdf-viewer__turn" onClick={() => setPage((p) => clamp(p - 1, total))} disabled={page <= 1}>
          {labels.previous}
        </button>
        <span className="pdf-viewer__page" aria-live="polite">
          {pageLabel}
        </span>
        <button type="button" className="pdf-viewer__turn" onClick={() => setPage((p) => clamp(p + 1, total))} disabled={page >= total}>
          {labels.next}
        </button>
      </nav>
    </section>
  );
}
