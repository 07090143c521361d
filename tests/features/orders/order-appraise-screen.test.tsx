import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetServiceOrderDetailQueryKey } from '@generated/api/orders/get-service-order-detail';
import { paths } from '@/config/paths';
import { OrderAppraiseScreen } from '@/features/orders/screens/order-appraise-screen';
import { contractExample } from '../../support/contract';
import { doubleTap } from '../../support/double-tap';
import { renderScreen, stubApi } from '../../support/render';
import { detail, OK, startSignedIn } from './support';

startSignedIn();

afterEach(() => vi.unstubAllGlobals());

const reviewable = () => detail('completed', (d) => ((d.canAppraise = true), (d.customerReview = null)));
const open = () => renderScreen(<OrderAppraiseScreen />, { path: `${paths.orderAppraise}?id=so_202611200016`, route: paths.orderAppraise });

describe('Review the customer', () => {
  it('sends stars, tags and text once, then goes back to the detail', async () => {
    const calls = stubApi({ getServiceOrderDetail: { body: reviewable() }, appraiseServiceOrderCustomer: { body: OK } });
    const { router } = open();

    expect(await screen.findByRole('heading', { name: '孙女士 · 足底反射疗法 45分钟' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '4星' }));
    await userEvent.click(screen.getByText('守时'));
    await userEvent.click(screen.getByText('环境整洁'));
    await userEvent.type(screen.getByLabelText('评价内容（选填）'), ' 提前备好了热毛巾 ');
    doubleTap(screen.getByRole('button', { name: '提交评价' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.orderDetail));
    const sent = calls.filter((c) => c.operationId === 'appraiseServiceOrderCustomer');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ id: 'so_202611200016', stars: 4, tags: ['守时', '环境整洁'], content: '提前备好了热毛巾', occurredAt: expect.stringMatching(/T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/) });
  });

  it('once the review went, the order on the phone says it was reviewed, whatever the refresh after it does', async () => {
    let detailAnswers = 0;
    stubApi({
      // The page's own read, then a dead network for the refresh that follows the review.
      getServiceOrderDetail: () => (detailAnswers++ === 0 ? { body: reviewable() } : Promise.reject(new TypeError('Failed to fetch'))),
      appraiseServiceOrderCustomer: { body: OK },
    });
    const { router, queryClient } = open();
    await userEvent.click(await screen.findByRole('radio', { name: '5星' }));
    await userEvent.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.orderDetail));
    const held = () => queryClient.getQueryData<{ data: { canAppraise: boolean } }>(getGetServiceOrderDetailQueryKey({ id: 'so_202611200016' }));
    await waitFor(() => expect(held()?.data.canAppraise).toBe(false));
  });

  it('needs a rating first, and takes at most 6 tags', async () => {
    const calls = stubApi({ getServiceOrderDetail: { body: reviewable() }, appraiseServiceOrderCustomer: { body: OK } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('请先选择评分')).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'appraiseServiceOrderCustomer')).toHaveLength(0);

    for (const tag of ['守时', '礼貌', '环境整洁', '沟通顺畅', '尊重技师', '配合度高', '爽约']) await userEvent.click(screen.getByText(tag));
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(6);
    expect(screen.getByRole('option', { name: '爽约' })).toHaveAttribute('aria-selected', 'false');
  });

  it('keeps what was written when the review is refused, and says why', async () => {
    stubApi({
      getServiceOrderDetail: { body: reviewable() },
      appraiseServiceOrderCustomer: { status: 400, body: contractExample('appraiseServiceOrderCustomer', 'reviewClosed', '400') },
    });
    open();
    await userEvent.click(await screen.findByRole('radio', { name: '2星' }));
    await userEvent.type(screen.getByLabelText('评价内容（选填）'), '等了很久');
    await userEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('订单完成已超过7天，无法评价')).toBeInTheDocument();
    expect(screen.getByLabelText('评价内容（选填）')).toHaveValue('等了很久');
    expect(screen.getByRole('radio', { name: '2星' })).toBeChecked();
  });

  it('an order already reviewed offers no form', async () => {
    stubApi({ getServiceOrderDetail: { body: detail('completed') } });
    open();
    expect(await screen.findByText('该订单已不能评价')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交评价' })).not.toBeInTheDocument();
  });
});
