// The payment password on a 6-digit keypad (antd-mobile PasscodeInput + NumberKeyboard), the same for
// every money step that asks it (a withdrawal, a shop payment from the balance). Its own module: the
// keypad's popup brings antd-mobile's animation stack, loaded when the worker gets to the password,
// not with the screen. The sixth digit typed closes the keypad and hands the password on (onFill):
// each screen sends it then, through the same one-at-a-time guard as its confirm button (issue 29).
// A password the server refused, which the screen clears, opens the keypad again by itself for the
// next six digits; and the way to reset a forgotten one is always under the boxes.
import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import './pay-password-pad.css';

const PAY_PASSWORD_LENGTH = 6;

type PayPasswordPadProps = {
  value: string;
  onChange: (value: string) => void;
  /**
   * When the worker types the sixth digit (the keypad closes, so the outcome and the confirm button
   * show). Only then: not when the pad opens with six digits kept, nor on a render that keeps them.
   */
  onFill?: (value: string) => void;
  error: boolean;
  /** Names the input for screen readers (the heading above it). */
  labelledBy: string;
  describedBy?: string;
  /** Opens the keypad at once (default: a step that asks only the password); a sheet with other choices waits for a tap. */
  autoFocus?: boolean;
  /**
   * Whether the screen clearing six typed digits means "type it again" (a wrong password, a refusal):
   * the keypad then opens by itself, as the sixth digit closed it. Off where typing again cannot help
   * (the password is locked, or not set): the keypad would only cover what the screen says to do.
   */
  reopenOnClear?: boolean;
};

const PAY_PASSWORD_FORGOT = `${paths.updatePayword}?mode=forgot`;

export default function PayPasswordPad({ value, onChange, onFill, error, labelledBy, describedBy, autoFocus = true, reopenOnClear = true }: PayPasswordPadProps) {
  const { t } = useTranslation('common');
  const ref = useRef<PasscodeInputRef>(null);
  // The keypad opens with the step: the worker types at once.
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  // Six digits the screen then cleared were refused: without this the keypad stays shut and the
  // worker has to guess that the boxes bring it back.
  const wasFull = useRef(value.length === PAY_PASSWORD_LENGTH);
  useEffect(() => {
    if (value === '' && wasFull.current && reopenOnClear) ref.current?.focus();
    wasFull.current = value.length === PAY_PASSWORD_LENGTH;
  }, [value, reopenOnClear]);
  return (
    <>
      <PasscodeInput
        ref={ref}
        className="pay-password"
        length={PAY_PASSWORD_LENGTH}
        seperated
        value={value}
        error={error}
        onChange={(next) => {
          onChange(next);
          // antd-mobile's own onFill also fires whenever the pad mounts full (a sheet that shows it
          // again after an unknown outcome): a payment the worker did not ask for. Here it is typing.
          if (next.length === PAY_PASSWORD_LENGTH && value.length < PAY_PASSWORD_LENGTH) {
            ref.current?.blur();
            onFill?.(next);
          }
        }}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        keyboard={<NumberKeyboard />}
      />
      {/* Above the keypad, not in it (its title takes only text): the page behind the keypad stays tappable. */}
      <p className="pay-password__forgot">
        <Link to={PAY_PASSWORD_FORGOT}>{t('payPassword.forgot')}</Link>
      </p>
    </>
  );
}
