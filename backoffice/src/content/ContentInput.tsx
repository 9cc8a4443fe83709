import { TextInput, type TextInputProps } from 'react-admin';

/** Cleared texts stay '' (react-admin stores null by default, which the content schemas refuse). */
export const keepEmpty = (value: string) => value;

export const ContentInput = (props: TextInputProps) => (
  <TextInput parse={keepEmpty} defaultValue="" fullWidth {...props} />
);
