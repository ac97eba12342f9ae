/** /pages/crypto: the wallet's holdings and the market's prices. */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { CryptoHoldings } from '@/features/crypto/components/crypto-holdings';
import { CryptoPrices } from '@/features/crypto/components/crypto-prices';

const cells: PageCell[] = [
  { id: 'holdings', span: 'col-span-12', card: <CryptoHoldings /> },
  { id: 'prices', span: 'col-span-12', card: <CryptoPrices /> },
];

export default function CryptoScreen() {
  const { t } = useTranslation(['crypto', 'nav']);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('nav:pages') }, { label: t('nav:routes.pages-crypto') }]}
      />
      <PageGrid cells={cells} />
    </div>
  );
}
