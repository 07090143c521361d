// The PDF viewer: a page at a time with page x/y and previous/next, opening where the reader left
// off, reporting each page drawn; a document that does not load says so and loads again on retry.
// pdf.js itself is replaced (happy-dom draws no canvas); what is tested is what the viewer does with it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const lib = vi.hoisted(() => ({
  GlobalWorkerOptions: { workerSrc: '' },
  getDocument: vi.fn(),
}));
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => lib);
vi.mock('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.min-abc123.mjs' }));

import { PdfViewer, type PdfViewerLabels } from '@/components/pdf-viewer';

const labels: PdfViewerLabels = {
  document: '安全手册',
  loading: '加载中',
  error: '文件打开失败',
  retry: '重试',
  previous: '上一页',
  next: '下一页',
  pageOf: (page, total) => `${page}/${total}`,
};

function fakeDocument(numPages: number) {
  const rendered: number[] = [];
  const doc = {
    numPages,
    getPage: vi.fn(async (n: number) => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
      render: () => {
        rendered.push(n);
        return { promise: Promise.resolve(), cancel: vi.fn() };
      },
      getTextContent: async () => ({ items: [{ str: `第${n}页` }, { str: '紧急情况先报警' }] }),
    })),
  };
  return { doc, rendered };
}

const loading = (promise: Promise<unknown>) => ({ promise, destroy: vi.fn() });

beforeEach(() => {
  lib.getDocument.mockReset();
  lib.GlobalWorkerOptions.workerSrc = '';
});

describe('PdfViewer', () => {
  it('opens on the page asked, turns pages, and reports each page drawn; the worker is the build’s own file', async () => {
    const { doc, rendered } = fakeDocument(3);
    lib.getDocument.mockReturnValue(loading(Promise.resolve(doc)));
    const onPage = vi.fn();
    render(<PdfViewer url="/mock-cdn/study/file/sm_3003.pdf" labels={labels} initialPage={2} onPage={onPage} />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');

    expect(await screen.findByText('2/3')).toBeInTheDocument();
    await vi.waitFor(() => expect(onPage).toHaveBeenLastCalledWith(2, 3));
    expect(lib.GlobalWorkerOptions.workerSrc).toBe('/assets/pdf.worker.min-abc123.mjs');
    expect(lib.getDocument).toHaveBeenCalledWith(expect.objectContaining({ url: '/mock-cdn/study/file/sm_3003.pdf', withCredentials: false }));
    expect(screen.getByRole('img', { name: '安全手册 2/3' })).toBeInTheDocument();
    expect(await screen.findByText('第2页 紧急情况先报警')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('3/3')).toBeInTheDocument();
    await vi.waitFor(() => expect(onPage).toHaveBeenLastCalledWith(3, 3));
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(await screen.findByText('1/3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await vi.waitFor(() => expect(rendered).toEqual([2, 3, 2, 1]));
  });

  it('clamps a resume page past the end to the last page', async () => {
    const { doc } = fakeDocument(2);
    lib.getDocument.mockReturnValue(loading(Promise.resolve(doc)));
    render(<PdfViewer url="/a.pdf" labels={labels} initialPage={9} />);
    expect(await screen.findByText('2/2')).toBeInTheDocument();
  });

  it('says the document did not open, and loads it again on retry', async () => {
    const { doc } = fakeDocument(1);
    lib.getDocument.mockReturnValueOnce(loading(Promise.reject(new Error('Missing PDF')))).mockReturnValueOnce(loading(Promise.resolve(doc)));
    render(<PdfViewer url="/missing.pdf" labels={labels} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('文件打开失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('1/1')).toBeInTheDocument();
    expect(lib.getDocument).toHaveBeenCalledTimes(2);
  });

  it('gives up on a document that stops coming (pdf.js has no time limit), not on one still coming', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { doc } = fakeDocument(1);
      // The stalled one rejects once destroyed, as pdf.js's loading task does.
      let rejectStalled: (e: Error) => void = () => undefined;
      const stalled = { promise: new Promise((_, reject) => (rejectStalled = reject)), destroy: vi.fn(() => rejectStalled(new Error('Worker was destroyed'))), onProgress: undefined as undefined | (() => void) };
      let finish: (d: unknown) => void = () => undefined;
      const slow = { promise: new Promise((resolve) => (finish = resolve)), destroy: vi.fn(), onProgress: undefined as undefined | (() => void) };
      lib.getDocument.mockReturnValueOnce(stalled).mockReturnValueOnce(slow);
      render(<PdfViewer url="/handbook.pdf" labels={labels} />);
      await vi.waitFor(() => expect(lib.getDocument).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(29_000);
      expect(stalled.destroy).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(stalled.destroy).toHaveBeenCalled();
      expect(await screen.findByRole('alert')).toHaveTextContent('文件打开失败');

      await userEvent.click(screen.getByRole('button', { name: '重试' }));
      await vi.waitFor(() => expect(lib.getDocument).toHaveBeenCalledTimes(2));
      // Slow but moving: a byte every 20 s for two minutes.
      for (let i = 0; i < 6; i += 1) {
        await vi.advanceTimersByTimeAsync(20_000);
        slow.onProgress?.();
      }
      expect(slow.destroy).not.toHaveBeenCalled();
      finish(doc);
      expect(await screen.findByText('1/1')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a page could not be drawn, and draws it again on retry', async () => {
    const { doc } = fakeDocument(1);
    let fail = true;
    doc.getPage.mockImplementation(async () => {
      if (fail) throw new Error('bad page');
      return {
        getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
        render: () => ({ promise: Promise.resolve(), cancel: vi.fn() }),
        getTextContent: async () => ({ items: [] }),
      };
    });
    lib.getDocument.mockReturnValue(loading(Promise.resolve(doc)));
    const onPage = vi.fn();
    render(<PdfViewer url="/a.pdf" labels={labels} onPage={onPage} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('文件打开失败');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await vi.waitFor(() => expect(onPage).toHaveBeenCalledWith(1, 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(lib.getDocument).toHaveBeenCalledTimes(1);
  });
});
