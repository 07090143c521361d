// pages/user/album: the photos in the worker's order with their review state; a photo moved and
// the new order saved in one call; one removed after confirming; empty; a failure.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { AlbumScreen } from '@/features/mine/screens/album-screen';
import { contractExample } from '../../support/contract';
import { doubleTap } from '../../support/double-tap';
import { renderScreen, stubApi } from '../../support/render';
import { FAILED, OK } from './support';
import { signedInWorker } from '../../support/session';

signedInWorker();

type Photo = { id: string; thumbUrl: string; status: string; rejectReason: string | null };
type Body = { data: { rows: Photo[] } };
const open = () => renderScreen(<AlbumScreen />, { path: paths.album });
const shownIds = (rows: Photo[]) => {
  const list = screen.getByRole('list', { name: '相册照片' });
  return within(list).getAllByRole('img').map((img) => rows.find((r) => r.thumbUrl === img.getAttribute('src'))?.id);
};

describe('Album', () => {
  it('shows the photos in order with their review state, and why one was rejected', async () => {
    const rows = contractExample<Body>('listAlbumPhotos').data.rows;
    stubApi({ listAlbumPhotos: { body: contractExample('listAlbumPhotos') } });
    open();
    await screen.findByRole('list', { name: '相册照片' });
    expect(shownIds(rows)).toEqual(rows.map((r) => r.id));
    const rejected = rows.find((r) => r.status === 'rejected')!;
    expect(screen.getByText(rejected.rejectReason!)).toBeInTheDocument();
    expect(screen.getAllByText('审核中')).toHaveLength(rows.filter((r) => r.status === 'reviewing').length);
    // The first cannot move earlier, the last not later.
    expect(screen.getByRole('button', { name: '第1张照片前移' })).toBeDisabled();
    expect(screen.getByRole('button', { name: `第${rows.length}张照片后移` })).toBeDisabled();
  });

  it('moves a photo and saves the whole new order once', async () => {
    const rows = contractExample<Body>('listAlbumPhotos').data.rows;
    const calls = stubApi({ listAlbumPhotos: { body: contractExample('listAlbumPhotos') }, sortAlbumPhotos: { body: OK } });
    open();
    await screen.findByRole('list', { name: '相册照片' });
    await userEvent.click(screen.getByRole('button', { name: '第3张照片前移' }));
    const wanted = [rows[0].id, rows[2].id, rows[1].id, rows[3].id];
    expect(shownIds(rows)).toEqual(wanted);
    doubleTap(screen.getByRole('button', { name: '保存顺序' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '保存顺序' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.operationId === 'sortAlbumPhotos').map((c) => c.body)).toEqual([{ ids: wanted, occurredAt: expect.any(String) }]);
  });

  it('puts the album back as it was when the order is cancelled', async () => {
    const rows = contractExample<Body>('listAlbumPhotos').data.rows;
    const calls = stubApi({ listAlbumPhotos: { body: contractExample('listAlbumPhotos') } });
    open();
    await screen.findByRole('list', { name: '相册照片' });
    await userEvent.click(screen.getByRole('button', { name: '第1张照片后移' }));
    await userEvent.click(screen.getByRole('button', { name: '取消排序' }));
    expect(shownIds(rows)).toEqual(rows.map((r) => r.id));
    expect(calls.every((c) => c.operationId === 'listAlbumPhotos')).toBe(true);
  });

  it('removes a photo only after the worker confirms', async () => {
    const rows = contractExample<Body>('listAlbumPhotos').data.rows;
    const calls = stubApi({ listAlbumPhotos: { body: contractExample('listAlbumPhotos') }, deleteAlbumPhotos: { body: OK } });
    open();
    await screen.findByRole('list', { name: '相册照片' });
    await userEvent.click(screen.getByRole('button', { name: '删除 第4张照片' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除第4张照片吗？');
    // The dialog is still fading in (pointer-events: none): press its button directly.
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'deleteAlbumPhotos').map((c) => c.body)).toEqual([{ ids: [rows[3].id], occurredAt: expect.any(String) }]));
  });

  it('says the album is empty, and offers to add photos', async () => {
    stubApi({ listAlbumPhotos: { body: contractExample('listAlbumPhotos', 'empty') } });
    open();
    expect(await screen.findByText('相册还是空的，添加几张工作照吧')).toBeInTheDocument();
    expect(screen.getByText('添加照片', { selector: 'span' })).toBeInTheDocument();
  });

  it('says what went wrong, with a retry', async () => {
    stubApi({ listAlbumPhotos: FAILED });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('重试');
  });
});
