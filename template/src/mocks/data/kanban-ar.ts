/** The kanban board's seeded columns and cards in Arabic, by id (kanban.ts holds the English). */
import type { KanbanLanguage } from './kanban';

export const kanbanAr: KanbanLanguage = {
  columns: {
    'col-1': { title: 'قائمة المهام' },
    'col-2': { title: 'قيد التنفيذ' },
    'col-3': { title: 'قيد المراجعة' },
    'col-4': { title: 'منجزة' },
  },
  cards: {
    'card-1': { title: 'الوضع الداكن لملف PDF الخاص بالفواتير' },
    'card-2': { title: 'مقابلة خمسة مسؤولين حول التقارير' },
    'card-3': { title: 'تصدير الطلبات بصيغة CSV' },
    'card-4': { title: 'كتابة دليل حدود معدّل الطلبات في واجهة API' },
    'card-5': { title: 'فشل الدفع بالبطاقات المحفوظة' },
    'card-6': { title: 'قائمة جديدة لخطوات البدء' },
    'card-7': { title: 'نقل البحث إلى الفهرس الجديد' },
    'card-8': { title: 'نصوص صفحة الأسعار' },
    'card-9': { title: 'إصلاح منتقي التاريخ في الواجهات من اليمين إلى اليسار' },
    'card-10': { title: 'صور أعضاء الفريق في الشريط الجانبي' },
    'card-11': { title: 'تسجيل الدخول بالتحقق الثنائي' },
    'card-12': { title: 'نتائج استطلاع الاستخدام' },
    'card-13': { title: 'تعطّل التطبيق عند خلو قائمة الإشعارات' },
  },
  descriptions: {
    'card-1': { description: 'يطبع العملاء فواتيرهم من الوضع الداكن فتخرج الصفحات سوداء.' },
    'card-3': { description: 'يجب أن تطابق الأعمدة أعمدة جدول الطلبات.' },
    'card-5': {
      description: 'تنتهي مهلة الدفع بالبطاقة المحفوظة بعد خطوة التحقق 3-D Secure. تكررت المشكلة على بيئة الاختبار.',
    },
    'card-8': { description: 'طلب الفريق القانوني إضافة ملاحظة ضريبة القيمة المضافة أسفل كل باقة.' },
  },
};
