/** The Analytics dashboard's task titles in Arabic, by id (mocks/data/dashboards-analytics.ts holds the English). */
import type { AnalyticsTaskLanguage } from './dashboards-analytics';

export const analyticsTasksAr: AnalyticsTaskLanguage = {
  w1: { title: 'توسيع نموذج البيانات' },
  w2: { title: 'التحقق من تدفق الأحداث' },
  w3: { title: 'النسخ الاحتياطي لقاعدة البيانات وصيانتها' },
  w4: { title: 'تحديد فريق التنفيذ' },
  w5: { title: 'تحديد المستخدمين وسير العمل' },
  w6: { title: 'مراجعة طلبات الدمج' },
};
