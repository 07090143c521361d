// The study pages: materials by category with their progress; one material as an article, a video or
// a PDF, each reporting progress (forward only, throttled for a video) into the lists it came from;
// and the empty and error states. pdf.js is replaced by a stand-in viewer (its own test covers it).
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { StudyDetailScreen } from '@/features/study/screens/study-detail-screen';
import { StudyScreen } from '@/features/study/screens/study-screen';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi, testQueryClient } from '../../support/render';
import { signedInWorker } from '../../support/session';

signedInWorker();

/** A progress report as the server gets it, the time of the tap checked and set apart (kept by the outbox: lib/outbox). */
function tapped(body: unknown) {
  const { occurredAt, ...report } = body as Record<string, unknown>;
  expect(occurredAt).toEqual(expect.any(String));
  return report;
}

vi.mock('@/components/pdf-viewer', () => ({
  PdfViewer: ({ url, initialPage, onPage, labels }: { url: string; initialPage: number; onPage: (p: number, t: number) => void; labels: { pageOf: (p: number, t: number) => string } }) => (
    <div data-testid="pdf" data-url={url} data-initial={initialPage}>
      <button type="button" onClick={() => onPage(2, 3)}>
        {labels.pageOf(2, 3)}
      </button>
    </div>
  ),
}));

type Row = { id: string; title: string; cover: string; progressPercent: number; completed: boolean };
type List = { data: { rows: Row[] } };
const OK_PROGRESS = { body: contractExample('saveStudyProgress') };

// The end of an article is "seen" as soon as it is observed.
class SeenAtOnce {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', SeenAtOnce));
afterEach(() => vi.unstubAllGlobals());

const detailOf = (id: string) => ({ sm_3001: undefined, sm_3002: 'article', sm_3003: 'pdf', sm_3004: 'rules' })[id as 'sm_3001'];

describe('Study list (study/index)', () => {
  it('lists the materials with their kind and progress; a category asks for it; a material opens', async () => {
    const rows = contractExample<List>('listStudyMaterials').data.rows;
    const calls = stubApi({ listStudyMaterials: { body: contractExample('listStudyMaterials') } });
    const { router } = renderScreen(<StudyScreen />, { path: paths.study });
    const list = await screen.findByRole('list', { name: '学习资料列表' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.querySelector('.study-row__title')?.textContent)).toEqual(rows.map((r) => r.title));
    expect(items[0]).toHaveTextContent('视频');
    expect(items[0]).toHaveTextContent('21分钟');
    expect(items[0]).toHaveTextContent('已学 45%');
    expect(items[1]).toHaveTextContent('已完成');
    expect(items[2]).toHaveTextContent('未开始');
    expect(items[2]).toHaveTextContent('必修');
    expect(items[3]).not.toHaveTextContent('必修');

    await userEvent.click(screen.getByRole('tab', { name: '安全规范' }));
    await vi.waitFor(() => expect(calls.at(-1)?.url.searchParams.get('category')).toBe('safety'));
    expect(calls[0].url.searchParams.has('category')).toBe(false);

    await userEvent.click(within(await screen.findByRole('list', { name: '学习资料列表' })).getAllByRole('button')[0]);
    expect(router.state.location.pathname + router.state.location.search).toBe(`${paths.studyDetail}?id=sm_3001`);
  });

  it('says a category has nothing yet', async () => {
    stubApi({ listStudyMaterials: { body: contractExample('listStudyMaterials', 'empty') } });
    renderScreen(<StudyScreen />, { path: paths.study });
    expect(await screen.findByText('这个分类还没有资料')).toBeInTheDocument();
  });

  it('says what went wrong, with a retry', async () => {
    let fail = true;
    const calls = stubApi({ listStudyMaterials: () => (fail ? { status: 500, body: {} } : { body: contractExample('listStudyMaterials') }) });
    renderScreen(<StudyScreen />, { path: paths.study });
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: '学习资料列表' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});

describe('Study material (study/detail)', () => {
  const stubDetail = (extra: Parameters<typeof stubApi>[0] = {}) =>
    stubApi({
      getStudyMaterial: ({ url }) => ({ body: contractExample('getStudyMaterial', detailOf(url.searchParams.get('id')!)) }),
      saveStudyProgress: OK_PROGRESS,
      listStudyMaterials: { body: contractExample('listStudyMaterials') },
      ...extra,
    });

  it('shows an article from sanitised HTML, and once read to the end the list it came from shows it done', async () => {
    const calls = stubDetail();
    const queryClient = testQueryClient();
    const list = renderScreen(<StudyScreen />, { path: paths.study, queryClient });
    await screen.findByRole('list', { name: '学习资料列表' });
    list.unmount();

    const detail = renderScreen(<StudyDetailScreen />, { path: `${paths.studyDetail}?id=sm_3004`, route: paths.studyDetail, queryClient });
    expect(await screen.findByRole('heading', { name: '平台接单、改约与取消规则说明' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '三、取消' })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.filter((c) => c.operationId === 'saveStudyProgress').map((c) => tapped(c.body))).toEqual([{ id: 'sm_3004', progressPercent: 100 }]));
    expect(await screen.findByText('已完成')).toBeInTheDocument();
    detail.unmount();

    // Back on the list (its cached copy, before any refetch): the article is done.
    stubApi({ listStudyMaterials: () => new Promise(() => {}) });
    renderScreen(<StudyScreen />, { path: paths.study, queryClient });
    const items = within(await screen.findByRole('list', { name: '学习资料列表' })).getAllByRole('button');
    expect(items[3]).toHaveTextContent('已完成');
  });

  it('plays a video from where the worker left off and saves the position as it plays (at most every 10 s), on pause and on leaving', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const calls = stubDetail();
    const view = renderScreen(<StudyDetailScreen />, { path: `${paths.studyDetail}?id=sm_3001`, route: paths.studyDetail });
    const video = (await screen.findByLabelText('肩颈推拿标准手法（上）')) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toMatch(/sm_3001\.mp4$/);
    expect(screen.getByText('上次看到 9:27，已从这里继续')).toBeInTheDocument();
    Object.defineProperty(video, 'duration', { configurable: true, value: 1260 });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(567);

    const saves = () => calls.filter((c) => c.operationId === 'saveStudyProgress').map((c) => tapped(c.body));
    video.currentTime = 630;
    fireEvent.timeUpdate(video);
    await vi.waitFor(() => expect(saves()).toEqual([{ id: 'sm_3001', progressPercent: 50, positionSeconds: 630 }]));
    now.mockReturnValue(1_004_000);
    video.currentTime = 634;
    fireEvent.timeUpdate(video);
    now.mockReturnValue(1_011_000);
    video.currentTime = 641;
    fireEvent.timeUpdate(video);
    await vi.waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toEqual({ id: 'sm_3001', progressPercent: 51, positionSeconds: 641 });
    video.currentTime = 645;
    fireEvent.pause(video);
    await vi.waitFor(() => expect(saves()).toHaveLength(3));
    expect(saves()[2]).toEqual({ id: 'sm_3001', progressPercent: 51, positionSeconds: 645 });

    // Leaving the page saves where the worker is.
    video.currentTime = 700;
    view.unmount();
    await vi.waitFor(() => expect(saves()).toHaveLength(4));
    expect(saves()[3]).toEqual({ id: 'sm_3001', progressPercent: 56, positionSeconds: 700 });
  });

  it('opens a PDF on the page reached on this phone; a page turned reports how far through it is', async () => {
    localStorage.setItem('cache:study-pdf-page:sm_3003', '2');
    const calls = stubDetail();
    renderScreen(<StudyDetailScreen />, { path: `${paths.studyDetail}?id=sm_3003`, route: paths.studyDetail });
    const pdf = await screen.findByTestId('pdf');
    expect(pdf.dataset.url).toMatch(/sm_3003\.pdf$/);
    expect(pdf.dataset.initial).toBe('2');
    await userEvent.click(within(pdf).getByRole('button', { name: '第 2/3 页' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.operationId === 'saveStudyProgress').map((c) => tapped(c.body))).toEqual([{ id: 'sm_3003', progressPercent: 67 }]));
    expect(await screen.findByText('已学 67%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /紧急联系人与报警流程卡\.png/ })).toBeInTheDocument();
  });

  it('says a material taken offline is gone, in the server’s words, with a retry', async () => {
    const calls = stubApi({ getStudyMaterial: { status: 400, body: contractExample('getStudyMaterial', 'offline', '400') } });
    renderScreen(<StudyDetailScreen />, { path: `${paths.studyDetail}?id=sm_9999`, route: paths.studyDetail });
    expect(await screen.findByRole('alert')).toHaveTextContent('该学习资料已下架');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });

  it('says which material is missing when none is named', async () => {
    stubApi({});
    renderScreen(<StudyDetailScreen />, { path: paths.studyDetail });
    expect(await screen.findByText('没有指定学习资料')).toBeInTheDocument();
    await act(async () => {});
  });
});
