/** The academy's class and assignment titles in Arabic, by id (mocks/data/academy-schedule.ts holds the English). */
import type { ScheduleLanguage } from './academy-schedule';

export const academyScheduleAr: ScheduleLanguage = {
  classes: {
    1: { title: 'دليل المبتدئين إلى Figma' },
    2: { title: 'درس متقدم في خطافات React' },
    3: { title: 'كيف تسعّر مشروعك الأول' },
    4: { title: 'نمذجة التهديدات: أسئلة وأجوبة مباشرة' },
  },
  assignments: {
    1: { title: 'تمرين على لوحة الألوان' },
    2: { title: 'نموذج تهديدات لصفحة تسجيل الدخول' },
    3: { title: 'مراجعة سلّم أحجام الخطوط' },
    4: { title: 'إعادة تصميم لوحة معلومات' },
  },
};
