import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettled } from '@/lib/ui/settled';

function Screen({ ready, log }: { ready: boolean; log: boolean[] }) {
  const settled = useSettled(ready);
  log.push(settled);
  return <p>{settled ? 'content' : 'skeleton'}</p>;
}

describe('useSettled', () => {
  it('keeps the skeleton through the urgent render when the answers arrive, and shows the content in a later (transition) render', async () => {
    const log: boolean[] = [];
    const { rerender } = render(<Screen ready={false} log={log} />);
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    rerender(<Screen ready log={log} />);
    expect(await screen.findByText('content')).toBeInTheDocument();
    expect(log).toEqual([false, false, true]);
  });

  it('shows the content in the first render when the answers are already there', () => {
    const log: boolean[] = [];
    render(<Screen ready log={log} />);
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(log).toEqual([true]);
  });
});
