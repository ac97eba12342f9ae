/** The calendar's seeded events in Arabic, by id (calendar.ts holds the English). */
import type { CalendarLanguage } from './calendar';

export const calendarAr: CalendarLanguage = {
  titles: {
    1: { title: 'التخطيط الفصلي' },
    2: { title: 'مراجعة التصميم' },
    3: { title: 'مكالمة مع العميل: Harbor Health' },
    4: { title: 'لقاء الفريق خارج المكتب' },
    5: { title: 'عطلة رسمية' },
    6: { title: 'رحلة صيفية إلى لشبونة' },
    7: { title: 'موعد عند طبيب الأسنان' },
    8: { title: 'نادي الجري' },
    9: { title: 'درس الغيتار' },
    10: { title: 'عشاء عيد ميلاد Mia' },
    11: { title: 'زيارة الوالدين' },
    12: { title: 'العرض المسرحي في المدرسة' },
    13: { title: 'صيانة السيارة' },
    14: { title: 'تجديد جواز السفر' },
    15: { title: 'نادي القراءة' },
  },
  descriptions: {
    1: { description: 'الاتفاق على أهداف الربع القادم.' },
    14: { description: 'أحضِر صورتين وجواز السفر القديم.' },
  },
};
