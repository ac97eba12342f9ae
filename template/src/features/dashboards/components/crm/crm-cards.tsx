/** Statistics, earnings, balance, crypto, earning vs expense, expenses and transactions: the CRM cards drawn from GET /dashboards/crm. Loaded after the dashboard's first paint, while its data is on the way. */
import { BalanceOverviewCard } from './balance-overview-card';
import { CryptoHoldingsCard } from './crypto-holdings-card';
import { EarningExpenseCard } from './earning-expense-card';
import { MonthlyEarningsCard } from './monthly-earnings-card';
import { MonthlyExpensesCard } from './monthly-expenses-card';
import { StatisticsCard } from './statistics-card';
import { TransactionsCard } from './transactions-card';
import type { CrmDashboard } from '../../types';

export default function CrmCards({ data }: { data: CrmDashboard }) {
  return (
    <>
      <div className="col-span-12 lg:col-span-7 xl:col-span-8">
        <StatisticsCard data={data.statistics} />
      </div>
      <div className="col-span-12 md:col-span-6 lg:col-span-5 xl:col-span-4">
        <MonthlyEarningsCard data={data.monthlyEarnings} />
      </div>
      <div className="col-span-12 md:col-span-6 lg:col-span-8">
        <BalanceOverviewCard data={data.balanceOverview} />
      </div>
      <div className="col-span-12 md:col-span-6 lg:col-span-4">
        <CryptoHoldingsCard data={data.cryptoHoldings} />
      </div>
      <div className="col-span-12 md:col-span-6 xl:col-span-3">
        <EarningExpenseCard data={data.earningVsExpense} />
      </div>
      <div className="col-span-12 md:col-span-6 xl:col-span-3">
        <MonthlyExpensesCard data={data.monthlyExpenses} />
      </div>
      <div className="col-span-12 md:col-span-6 xl:col-span-3">
        <TransactionsCard data={data.transactions} />
      </div>
    </>
  );
}
