import type { ReactNode } from 'react';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

type AuthCardProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The card every sign-in page is: a heading (the page's h1), a line of help, the form. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
      {footer ? (
        <div className="border-t border-slate-100 px-6 py-4 text-center text-sm text-slate-600">{footer}</div>
      ) : null}
    </Card>
  );
}

export const textLink = 'font-medium text-brand-700 underline-offset-4 hover:underline';
