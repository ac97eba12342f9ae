/** The CRM's upcoming activities' titles in Arabic, by id (mocks/data/dashboards-crm.ts holds the English). */
import type { ActivityLanguage } from './dashboards-crm';

export const activitiesAr: ActivityLanguage = {
  a1: { title: 'جلسة عصف ذهني للفريق' },
  a2: { title: 'مراجعة فصلية لمسار المبيعات' },
  a3: { title: 'مكالمة التهيئة مع Northwind' },
  a4: { title: 'عرض توضيحي للمنتج لصالح Contoso' },
  a5: { title: 'ورشة عمل حول التسعير' },
  a6: { title: 'اجتماع تنسيق مع فريق نجاح العملاء' },
  a7: { title: 'التفاوض على التجديد: Fabrikam' },
  a8: { title: 'بروفة انطلاقة المبيعات' },
  a9: { title: 'إحاطة الشركاء بخارطة الطريق' },
  a10: { title: 'مراجعة نصف سنوية' },
};
