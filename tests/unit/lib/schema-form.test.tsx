// The JSON-schema form renderer on the app's forms: labels, required marks, translated errors, conditions, submit.
// vitest: isolate (its first test removes the forms catalogue and expects the renderer's first load, module state, to bring it back)
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { type ReactElement, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '@/lib/i18n/i18n';
import { contractFieldsToForm, LazySchemaForm, loadForm, loadRuntimeValidator, type FormId } from '@/lib/schema-form';
import { SchemaForm, type SchemaFormProps } from '@/lib/schema-form/schema-form';
import { contractExample } from '../../support/contract';

const show = (ui: ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

async function renderForm(id: FormId, props: Partial<SchemaFormProps> = {}) {
  const form = await loadForm(id);
  const onSubmit = vi.fn();
  const view = show(<SchemaForm {...form} onSubmit={onSubmit} {...props} />);
  return { ...view, onSubmit, form };
}

// antd-mobile's popups animate with pointer-events: none, which happy-dom never finishes.
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const submit = () => screen.getByRole('button', { name: '提交' });
/** The error shown under the field whose control has this accessible name. */
const errorOf = (control: HTMLElement) => {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent ?? null;
};

afterEach(async () => {
  if (i18n.language !== 'zh-Hans') await act(() => setLanguage('zh-Hans'));
});

describe('LazySchemaForm', () => {
  it('loads the renderer with its catalogue, which the first load does not carry', async () => {
    i18n.removeResourceBundle('zh-Hans', 'forms');
    const form = await loadForm('settings/profile');
    show(
      <Suspense fallback={<p>loading</p>}>
        <LazySchemaForm {...form} onSubmit={() => undefined} />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: '提交' })).toBeInTheDocument();
    expect(screen.getByLabelText(/昵称/)).toBeInTheDocument();
    expect(i18n.hasResourceBundle('zh-Hans', 'forms')).toBe(true);
  });
});

describe('settings forms: addons and rules across fields', () => {
  it("shows the screen's control beside the field that names it (a code field's send button)", async () => {
    await renderForm('settings/update-mobile', { addons: { sendCode: <button type="button">获取验证码</button> } });
    const code = screen.getByLabelText(/短信验证码/);
    const control = code.closest('.schema-form__control');
    expect(control).not.toBeNull();
    expect(within(control as HTMLElement).getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
    // The mobile field names no addon: nothing beside it.
    expect(within(screen.getByLabelText(/新手机号/).closest('.schema-form__control') as HTMLElement).queryByRole('button')).toBeNull();
  });

  it("refuses a confirmation that differs from the new password with the screen's message, in the language shown", async () => {
    const customValidate: SchemaFormProps['customValidate'] = (data, errors) => {
      const values = data as Record<string, string>;
      if (values.confirmPassword !== values.newPassword) (errors as unknown as Record<string, { addError: (m: string) => void }>).confirmPassword.addError(i18n.t('forms:errors.passwordMismatch'));
      return errors;
    };
    const { onSubmit } = await renderForm('settings/update-password', {
      customValidate,
      formData: { oldPassword: 'abc_123456', newPassword: 'Lxm@2026pw', confirmPassword: 'Lxm@2026px' },
    });
    await user().click(submit());
    expect(errorOf(screen.getByLabelText(/确认新密码/))).toBe('两次输入的密码不一致');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the spec prompts when the mobile form is sent empty or wrong', async () => {
    const { onSubmit } = await renderForm('settings/update-mobile', { formData: { mobile: '12345' } });
    await user().click(submit());
    expect(errorOf(screen.getByLabelText(/新手机号/))).toBe('请输入正确的手机号');
    expect(errorOf(screen.getByLabelText(/短信验证码/))).toBe('请输入短信验证码');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('profile form', () => {
  it("labels every control and, sent empty, asks for the nickname with the spec's prompt", async () => {
    const { onSubmit } = await renderForm('settings/profile');
    const nickname = screen.getByLabelText(/昵称/);
    expect(nickname).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radiogroup', { name: /性别/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '保密' })).toBeChecked();
    expect(screen.getByRole('button', { name: /生日/ })).toHaveTextContent('请选择生日');
    expect(screen.getByLabelText('个人简介')).toBeInTheDocument();

    await user().click(submit());

    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf(nickname)).toBe('请输入昵称');
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    expect(nickname).toHaveFocus();
  });

  it('refuses a nickname of spaces and over-long text with their own messages', async () => {
    const { onSubmit } = await renderForm('settings/profile', { formData: { nickname: '   ', intro: 'x'.repeat(201) } });
    await user().click(submit());
    expect(errorOf(screen.getByLabelText(/昵称/))).toBe('不能只填空格');
    expect(errorOf(screen.getByLabelText('个人简介'))).toBe('最多填写 200 个字');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens the date picker on tap and keeps the picked date as yyyy-MM-dd', async () => {
    const { onSubmit } = await renderForm('settings/profile', { formData: { nickname: '小李' } });
    const u = user();
    const birthday = screen.getByRole('button', { name: /生日/ });
    expect(birthday).toHaveAccessibleName('生日 请选择生日');
    expect(screen.queryByText('确定')).not.toBeInTheDocument();
    await u.click(birthday);
    await u.click(await screen.findByText('确定'));
    // The wheels start at the ui schema's defaultDate, not today.
    await waitFor(() => expect(birthday).toHaveTextContent('1990-01-01'));
    expect(birthday).toHaveAccessibleName('生日 1990-01-01');
    await u.click(screen.getByRole('radio', { name: '女' }));
    await u.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ nickname: '小李', gender: 2, birthday: '1990-01-01' });
  });

  it('has no axe violations in labels and roles', async () => {
    const { container } = await renderForm('settings/profile');
    await user().click(submit());
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

describe('withdraw account form', () => {
  it('asks for the card number and bank of a bank card, in Chinese', async () => {
    const { onSubmit } = await renderForm('account/withdraw-account');
    await user().click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf(screen.getByLabelText(/持有人姓名/))).toBe('此项为必填');
    expect(errorOf(screen.getByLabelText(/银行卡号/))).toBe('此项为必填');
    expect(errorOf(screen.getByLabelText(/开户银行/))).toBe('此项为必填');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });

  it('refuses an Alipay account that is not a mobile number with the mobile message, and hides the bank fields', async () => {
    const { onSubmit } = await renderForm('account/withdraw-account');
    const u = user();
    await u.click(screen.getByRole('radio', { name: '支付宝' }));
    expect(screen.queryByLabelText(/开户银行/)).not.toBeInTheDocument();
    await u.type(screen.getByLabelText(/持有人姓名/), '李秀梅');
    const account = screen.getByLabelText(/支付宝账号/);
    expect(account).toHaveAttribute('placeholder', '支付宝绑定的手机号码或邮箱');
    await u.type(account, '1381234567');
    await u.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf(account)).toBe('请输入正确的手机号码');
    // An address with @ is judged as an email; errors follow the typing once shown.
    await u.clear(account);
    await u.type(account, 'li@example');
    await waitFor(() => expect(errorOf(account)).toBe('请输入正确的邮箱地址'));
    await u.type(account, '.cn');
    await waitFor(() => expect(errorOf(account)).toBeNull());
    await u.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ type: 'alipay', holderName: '李秀梅', accountNo: 'li@example.cn', isDefault: false });
  });

  it('shows the messages in English after switching the language, even those already shown', async () => {
    await renderForm('account/withdraw-account');
    await user().click(submit());
    expect(errorOf(screen.getByLabelText(/持有人姓名/))).toBe('此项为必填');
    await act(() => setLanguage('en'));
    const holder = await screen.findByLabelText(/Holder's name/);
    await waitFor(() => expect(errorOf(holder)).toBe('This field is required'));
    expect(screen.getByRole('radio', { name: 'Bank card' })).toBeChecked();
    await user().type(screen.getByLabelText(/Card number/), '1234');
    await waitFor(() => expect(errorOf(screen.getByLabelText(/Card number/))).toBe('Enter the 12-19 digit card number, digits only'));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('submits a valid bank account as the save request expects', async () => {
    const { onSubmit } = await renderForm('account/withdraw-account');
    const u = user();
    await u.type(screen.getByLabelText(/持有人姓名/), '李秀梅');
    await u.type(screen.getByLabelText(/银行卡号/), '6214830212348836');
    await u.type(screen.getByLabelText(/开户银行/), '招商银行');
    const isDefault = screen.getByRole('switch', { name: '设为默认提现账户' });
    await u.click(isDefault);
    expect(isDefault).toHaveAttribute('aria-checked', 'true');
    await u.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ type: 'bank', holderName: '李秀梅', accountNo: '6214830212348836', bankName: '招商银行', isDefault: true });
  });

  it('drops a typed card number when WeChat is chosen, which has no number', async () => {
    const { onSubmit } = await renderForm('account/withdraw-account');
    const u = user();
    await u.type(screen.getByLabelText(/持有人姓名/), '李秀梅');
    await u.type(screen.getByLabelText(/银行卡号/), '6214830212348836');
    await u.click(screen.getByRole('radio', { name: '微信' }));
    expect(screen.queryByLabelText(/银行卡号|支付宝账号/)).not.toBeInTheDocument();
    expect(screen.getByText('提现到账号绑定的微信，无需填写账号')).toBeInTheDocument();
    await u.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ type: 'wechat', holderName: '李秀梅', isDefault: false });
  });

  it('cannot be sent twice while the save is pending', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderForm('account/withdraw-account', {
      onSubmit,
      formData: { type: 'wechat', holderName: '李秀梅', isDefault: false },
    });
    const u = user();
    await u.click(submit());
    await u.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submit()).toBeDisabled();
    await act(async () => finish());
    await waitFor(() => expect(submit()).toBeEnabled());
  });
});

describe('contract form built from the server fields', () => {
  type Fields = { data: { fields: Parameters<typeof contractFieldsToForm>[0] } };

  it('renders the server labels, asks for the editable required fields and names a 15-digit ID', async () => {
    const { fields } = contractExample<Fields>('getApplyContractFormFields').data;
    const { schema, uiSchema } = contractFieldsToForm([
      ...fields,
      { name: 'emergencyId', label: '紧急联系人身份证', type: 'idCard', required: false, readonly: false, placeholder: null, maxLength: null, options: null },
    ]);
    const validator = await loadRuntimeValidator();
    const onSubmit = vi.fn();
    show(<SchemaForm schema={schema} uiSchema={uiSchema} validator={validator} formData={{ partyBName: '李秀梅', emergencyId: '110101900101123' }} onSubmit={onSubmit} submitText="保存" />);
    const u = user();
    expect(screen.getByLabelText('乙方姓名')).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/联系电话/)).toHaveAttribute('type', 'tel');
    expect(within(screen.getByRole('radiogroup', { name: /合作方式/ })).getAllByRole('radio')).toHaveLength(2);
    await u.type(screen.getByLabelText(/联系电话/), '1234');
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf(screen.getByLabelText(/联系电话/))).toBe('请输入正确的手机号码');
    expect(errorOf(screen.getByLabelText(/通讯地址/))).toBe('此项为必填');
    expect(errorOf(screen.getByRole('radiogroup', { name: /合作方式/ }))).toBe('此项为必填');
    expect(errorOf(screen.getByRole('button', { name: /合作开始日期/ }))).toBe('此项为必填');
    expect(errorOf(screen.getByLabelText('紧急联系人身份证'))).toBe('不支持 15 位旧身份证号码，请填写 18 位号码');
    // Readonly fields are prefilled by the server: never asked for.
    expect(errorOf(screen.getByLabelText('身份证号码'))).toBeNull();
  });
});

describe('errors of the whole form', () => {
  it('are said above the button when no field can show them (a property the schema does not allow, a validator that cannot run)', async () => {
    const validator = await loadRuntimeValidator();
    const onSubmit = vi.fn();
    const schema = { type: 'object', properties: { name: { type: 'string', title: '姓名' } }, additionalProperties: false } as const;
    show(<SchemaForm schema={schema} validator={validator} formData={{ name: '李秀梅', legacy: 'x' }} onSubmit={onSubmit} submitText="保存" />);
    const u = user();
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('包含无法识别的内容');

    // A validator that cannot run (the CSP refused its code): the form says so instead of doing nothing.
    const broken = { ...validator, validateFormData: () => ({ errors: [{ stack: 'no code generation', message: '填写的内容不正确' }], errorSchema: {} }) };
    show(<SchemaForm schema={schema} validator={broken} formData={{ name: '王' }} onSubmit={onSubmit} submitText="再试" />);
    await u.click(screen.getByRole('button', { name: '再试' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').some((a) => a.textContent === '填写的内容不正确')).toBe(true);
  });
});

describe("rjsf's markdown", () => {
  it('is plain text: markdown-to-jsx is aliased to a stand-in that shows the text as it is', async () => {
    // rjsf's core imports this path; the real library would draw <strong>.
    const { Markdown } = await import('markdown-to-jsx/react');
    const { container } = render(<Markdown options={{ disableParsingRawHTML: true }}>{'**6** 位 <b>x</b>'}</Markdown>);
    expect(container.textContent).toBe('**6** 位 <b>x</b>');
    expect(container.querySelector('strong, b')).toBeNull();
  });
});
