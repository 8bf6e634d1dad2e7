import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { controlClasses } from '../lib/control-styles.ts';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea rows={rows} className={cn(controlClasses, 'resize-y py-2', className)} {...props} />
  );
}
