// Helpers of the sign-in screen tests.
import { screen } from '@testing-library/react';

/** A form field by its label; antd-mobile adds a "*" to the label of a required one. */
export const label = (name: string) => new RegExp(`^${name}\\s*\\*?$`);
export const field = (name: string) => screen.getByLabelText(label(name));
