import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Brand } from '../../config/brands';
import { paths } from '../../config/paths';
import { BeingBuiltPanel } from '../ui/being-built-panel';
import { Button } from '../ui/button';
import { PageShell } from './page-shell';

type BeingBuiltPageProps = {
  brand?: Brand;
  /** The screen's name, shown as the page heading. */
  title: string;
  description: string;
  /** More links beside "Back to home". */
  children?: ReactNode;
};

/** A whole screen that is not built yet: the brand's bars around a "being built" panel. */
export function BeingBuiltPage({ brand, title, description, children }: BeingBuiltPageProps) {
  return (
    <PageShell brand={brand} className="px-4 py-12 sm:px-6 sm:py-16">
      <BeingBuiltPanel title={title} description={description} headingLevel={1}>
        <Button asChild>
          <Link to={paths.home.href()}>
            <ArrowLeft aria-hidden />
            Back to home
          </Link>
        </Button>
        {children}
      </BeingBuiltPanel>
    </PageShell>
  );
}
