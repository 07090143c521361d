// pages/user/service-time: each weekday's hours as saved, the coming week's bookings beside them; a
// day changed half hour by half hour and the whole week saved; never set; a failure.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { ServiceTimeScreen } from '@/features/mine/screens/service-time-screen';
import { contractExample } from '../../support/contract';
import { doubleTap } from '../../support/double-tap';
import { renderScreen, stubApi } from '../../support/render';
import { FAILED } from './support';
import { signedInWorker } from '../../support/session';

signedInWorker();

type Template = { data: { weekdays: { weekday: number; ranges: { start: string; end: string }[] }[]; daysOff: string[] } };
const open = () => renderScreen(<ServiceTimeScreen />, { path: paths.serviceTime });
const day = (weekday: number) => screen.getByTestId(`work-day-${weekday}`);

describe('Service time', () => {
  it('shows each weekday\'s hours as saved, a day without hours as off, and the bookings of the coming week', async () => {
    stubApi({ getWorkTimeTemplate: { body: contractExample('getWorkTimeTemplate') }, listWorkTimeSlots: { body: contractExample('listWorkTimeSlots') } });
    open();
    expect(await screen.findByTestId('work-day-1')).toHaveTextContent('10:00–14:00、16:00–23:00');
    expect(day(6)).toHaveTextContent('12:00–24:00');
    expect(day(7)).toHaveTextContent('休息');
    expect(await screen.findByText('本周已约3单')).toBeInTheDocument();
    expect(screen.getByText('请假日期：2026-11-26')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
  });

  it('saves the changed week once, with the days off as they were; undo puts it back', async () => {
    const template = contractExample<Template>('getWorkTimeTemplate');
    const calls = stubApi({
      getWorkTimeTemplate: { body: contractExample('getWorkTimeTemplate') },
      listWorkTimeSlots: { body: contractExample('listWorkTimeSlots') },
      saveWorkTimeTemplate: ({ init }) => ({ body: { code: 200, msg: '保存成功', data: JSON.parse(String(init.body)) } }),
    });
    open();
    await screen.findByTestId('work-day-7');
    await userEvent.click(screen.getByRole('button', { name: '周日 09:00至09:30' }));
    await userEvent.click(screen.getByRole('button', { name: '周日 09:30至10:00' }));
    expect(screen.getByRole('button', { name: '周日 09:00至09:30' })).toHaveAttribute('aria-pressed', 'true');
    expect(day(7)).toHaveTextContent('09:00–10:00');
    await userEvent.click(screen.getByRole('button', { name: '撤销修改' }));
    expect(day(7)).toHaveTextContent('休息');

    await userEvent.click(screen.getByRole('button', { name: '周日 09:00至09:30' }));
    // Saturday off entirely.
    const clear = screen.getAllByRole('button', { name: '清空' })[5];
    await userEvent.click(clear);
    doubleTap(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeDisabled());
    const sent = calls.filter((c) => c.operationId === 'saveWorkTimeTemplate');
    expect(sent).toHaveLength(1);
    const expected = template.data.weekdays.map((d) => (d.weekday === 6 ? { weekday: 6, ranges: [] } : d.weekday === 7 ? { weekday: 7, ranges: [{ start: '09:00', end: '09:30' }] } : d));
    expect(sent[0].body).toEqual({ weekdays: expected, daysOff: template.data.daysOff });
    expect(day(7)).toHaveTextContent('09:00–09:30');
  });

  it('keeps the changes when the save is refused, and says why', async () => {
    stubApi({
      getWorkTimeTemplate: { body: contractExample('getWorkTimeTemplate') },
      listWorkTimeSlots: { body: contractExample('listWorkTimeSlots') },
      saveWorkTimeTemplate: { status: 400, body: contractExample('saveWorkTimeTemplate', 'overlappingRanges', '400') },
    });
    open();
    await screen.findByTestId('work-day-7');
    await userEvent.click(screen.getByRole('button', { name: '周日 09:00至09:30' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('周一的服务时间段有重叠，请调整后再保存')).toBeInTheDocument();
    expect(day(7)).toHaveTextContent('09:00–09:30');
  });

  it('says the hours were never set', async () => {
    stubApi({ getWorkTimeTemplate: { body: contractExample('getWorkTimeTemplate', 'notSet') }, listWorkTimeSlots: { body: contractExample('listWorkTimeSlots', 'notSet') } });
    open();
    expect(await screen.findByText('您还没有设置服务时间，客户暂时无法预约您。')).toBeInTheDocument();
    for (const d of [1, 2, 3, 4, 5, 6, 7]) expect(day(d)).toHaveTextContent('休息');
  });

  it('says what went wrong, with a retry', async () => {
    stubApi({ getWorkTimeTemplate: FAILED, listWorkTimeSlots: { body: contractExample('listWorkTimeSlots') } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('重试');
  });
});
