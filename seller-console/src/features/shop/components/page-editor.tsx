import { SHOP_PAGE_MAX, type ShopPage } from '@kirana/api/contract/shop-pages';
import { Button } from '@kirana/ui-kit/button';
import { Field } from '@kirana/ui-kit/field';
import { MarkdownText } from '@kirana/ui-kit/markdown-text';
import { Textarea } from '@kirana/ui-kit/textarea';
import { toast } from '@kirana/ui-kit/toaster';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSavePage } from '../api/save-page.ts';

/** One footer page: its Markdown beside a preview drawn as the storefront draws it. */
export function PageEditor({ page }: { page: ShopPage }) {
  const { t } = useLingui();
  const { title } = page;
  const [markdown, setMarkdown] = useState(page.markdown);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSavePage();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    save.mutate(
      { slug: page.slug, markdown },
      {
        onSuccess: (response) => {
          setMarkdown(response.page.markdown);
          toast.success(t`${title} saved`);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label={page.title}
      aria-busy={save.isPending}
      className="grid gap-6 lg:grid-cols-2"
    >
      <div className="flex flex-col gap-3">
        <Field
          id={`page-${page.slug}`}
          label={t`${title} (Markdown)`}
          hint={
            page.edited
              ? t`Save it blank to bring back the default text.`
              : t`The default text: edit it to make it your own.`
          }
          error={problem}
        >
          <Textarea
            value={markdown}
            rows={16}
            maxLength={SHOP_PAGE_MAX}
            disabled={save.isPending}
            className="font-mono text-sm"
            onChange={(e) => setMarkdown(e.target.value)}
          />
        </Field>
        <div>
          <Button type="submit" loading={save.isPending} loadingText={t`Saving…`}>
            <Trans>Save {title}</Trans>
          </Button>
        </div>
      </div>
      <section
        aria-label={t`Preview of ${title}`}
        className="min-w-0 rounded-card border border-line bg-surface p-4"
      >
        <p className="mb-4 text-2xl font-medium text-ink" aria-hidden="true">
          {page.title}
        </p>
        <MarkdownText nested>{markdown}</MarkdownText>
      </section>
    </form>
  );
}
