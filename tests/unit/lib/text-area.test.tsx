// The free-text area (feedback, a review, a decline's remark): a paste past the limit is cut at the
// limit, and the area says how much was left out (the browser's maxLength cut it without a word).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from '@/components/text-area';
import { TextInput } from '@/components/text-input';

function Remark() {
  const [text, setText] = useState('');
  return <TextInput aria-label="备注" value={text} onChange={setText} maxLength={10} />;
}

function Review() {
  const [text, setText] = useState('');
  return <TextArea aria-label="评价" value={text} onChange={setText} maxLength={10} />;
}

describe('TextArea', () => {
  it('keeps up to the limit, counts characters (an emoji is one), and says how many were left out', async () => {
    render(<Review />);
    const u = userEvent.setup();
    const area = screen.getByRole('textbox', { name: '评价' });
    await u.type(area, '技师很专业👍');
    expect(screen.getByText('6/10')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await u.paste('服务准时手法到位下次还约');
    expect(area).toHaveValue('技师很专业👍服务准时');
    expect(screen.getByText('10/10')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('最多10个字，多出的8个字未保留');
  });
});

describe('TextInput', () => {
  it('shows its count near the limit, keeps up to the limit and says how many a paste left out', async () => {
    render(<Remark />);
    const u = userEvent.setup();
    const input = screen.getByRole('textbox', { name: '备注' });
    await u.type(input, '放门口');
    expect(screen.queryByText('3/10')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await u.type(input, '谢谢师傅🙏');
    expect(screen.getByText('8/10')).toBeInTheDocument();
    await u.paste('请下午三点前送到');
    expect(input).toHaveValue('放门口谢谢师傅🙏请下');
    expect(screen.getByText('10/10')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('最多10个字，多出的6个字未保留');
  });
});
