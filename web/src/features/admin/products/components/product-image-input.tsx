import { UPLOAD_ACCEPT } from '@shop/contract/uploads';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { errorIdOf } from '#web/components/ui/form-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { checkImageFile } from '#web/features/admin/products/lib/image-file-check.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toast } from '#web/lib/toast.ts';

type ProductImageInputProps = {
  id: string;
  /** The image the product has now, shown until a file is chosen. */
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
};

/** An image file chosen for upload, checked before anything is sent, with its preview. */
export function ProductImageInput({ id, currentUrl, file, onFileChange }: ProductImageInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useT();
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<string | null>(null);

  // The preview URL holds the file in memory until revoked.
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function clear() {
    onFileChange(null);
    if (input.current) input.current.value = '';
  }

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = await checkImageFile(chosen);
    if (problem) {
      const title = t(problem.title);
      const description = t(problem.description);
      toast.error(title, { description });
      setError(t('adminProducts.imageProblem', { title, description }));
      clear();
      return;
    }
    setError(undefined);
    onFileChange(chosen);
  }

  return (
    <div className="grid gap-3 sm:col-span-2">
      <Label htmlFor={id}>{t('adminProducts.image')}</Label>
      <div className="flex flex-wrap items-center gap-4">
        <ProductImage
          src={preview ?? currentUrl}
          alt={preview ? t('adminProducts.imagePreview') : ''}
          width={96}
          height={96}
          placeholder="igsum"
          eager
          className="size-24 rounded-lg border border-line"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <input
            ref={input}
            id={id}
            type="file"
            accept={UPLOAD_ACCEPT}
            onChange={(e) => void onChange(e)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorIdOf(id) : `${id}-hint`}
            className="block w-full text-sm file:mr-3 file:h-10 file:rounded-lg file:border file:border-line file:bg-sunken file:px-3 file:font-semibold"
          />
          <p id={`${id}-hint`} className="text-xs text-muted">
            {t('adminProducts.imageHint')}
          </p>
          {error ? (
            <p id={errorIdOf(id)} className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          {file ? (
            <Button variant="outline" size="sm" className="justify-self-start" onClick={clear}>
              <ImagePlus aria-hidden />
              {t('adminProducts.useImageUrl')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
