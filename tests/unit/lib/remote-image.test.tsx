// A picture from another host that cannot load (offline, a bad network) gives way to a plain box named
// by its alt text, or to what the caller chose (nothing: what is under it shows), never the browser's
// broken-image icon; a new address gets its own chance.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemoteImage } from '@/components/remote-image';

describe('RemoteImage', () => {
  it('shows the picture until it fails, then a box of its size named by its alt text', () => {
    render(<RemoteImage src="https://cdn.example-massage.cn/a.jpg" alt="打卡照片" className="order-photo" width={80} height={80} />);
    fireEvent.error(screen.getByRole('img', { name: '打卡照片' }));
    const box = screen.getByRole('img', { name: '打卡照片' });
    expect(box.tagName).toBe('SPAN');
    expect(box).toHaveClass('order-photo', 'remote-image--missing');
    expect(box).toHaveStyle({ width: '80px', height: '80px' });
  });

  it('leaves a decorative picture out of what is read, and shows what the caller gives instead', () => {
    const { container, rerender } = render(<RemoteImage src="https://cdn.example-massage.cn/a.jpg" alt="" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');

    rerender(<RemoteImage src="https://cdn.example-massage.cn/b.jpg" alt="" fallback={null} />);
    // A new address is tried.
    fireEvent.error(container.querySelector('img')!);
    expect(container).toBeEmptyDOMElement();
  });
});
