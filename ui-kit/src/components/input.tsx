import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { controlClasses } from '../lib/control-styles.ts';

export type InputProps = ComponentProps<'input'>;

/** A text-like input. Wrap it in <Field> to get a label, hint and error text. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(controlClasses, 'h-10', className)} {...props} />;
}
