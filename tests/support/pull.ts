// A touch pull on a screen with pull to refresh, as a thumb does it.
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { PULL } from '@/components/pull-refresh';

/**
 * Pulls `target` down short of the threshold, then past it, seeing the English hints and none of
 * the widget library's built-in Chinese, and lets go (which refreshes).
 */
export function pullInEnglish(target: HTMLElement) {
  const pull = (dy: number) => {
    fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(target, { touches: [{ clientY: 100 + dy }] });
  };
  pull(PULL.threshold * PULL.resistance - 10);
  expect(screen.getByRole('status')).toHaveTextContent('Pull to refresh');
  pull(PULL.threshold * PULL.resistance + 10);
  expect(screen.getByRole('status')).toHaveTextContent('Release to refresh');
  expect(document.body).not.toHaveTextContent(/下拉刷新|释放立即刷新|刷新成功|加载中/);
  fireEvent.touchEnd(target, { touches: [] });
}
