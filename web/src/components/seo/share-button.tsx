import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { toast } from '#web/lib/toast.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

type ShareButtonProps = { title: string; url: string };

/**
 * docs/seo.md: share a page. Phones offer their own share sheet (the Web Share API), which only
 * the browser can know about; elsewhere, and in the server's HTML, WhatsApp and Copy link.
 */
export function ShareButton({ title, url }: ShareButtonProps) {
  const hydrated = useHydrated();
  const { t } = useT();
  if (hydrated && typeof navigator.share === 'function') {
    return (
      <Button
        variant="outline"
        onClick={() => {
          // Dismissing the share sheet rejects: nothing to tell.
          navigator.share({ title, url }).catch(() => {});
        }}
      >
        <Share2 aria-hidden />
        {t('share.share')}
      </Button>
    );
  }
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <a href={whatsapp} target="_blank" rel="noreferrer">
          <MessageCircle aria-hidden />
          {t('share.whatsapp')}
          <span className="sr-only"> {t('share.newTab')}</span>
        </a>
      </Button>
      <Button
        variant="outline"
        disabled={!hydrated}
        onClick={() => {
          navigator.clipboard.writeText(url).then(
            () => toast.success(t('share.copied'), { description: url }),
            () => toast.error(t('share.copyFailed'), { description: url }),
          );
        }}
      >
        <Link2 aria-hidden />
        {t('share.copy')}
      </Button>
    </div>
  );
}
