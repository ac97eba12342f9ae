/**
 * The sample notifications, in every language of the app: the seven of the bell's first look, then
 * a few weeks of older, already read ones, so the notifications page has pages to turn. Timestamps
 * are relative to the moment the demo store is seeded, so "24 minutes ago" reads naturally on a
 * first visit. The store keeps the English text; answers carry the reader's (mocks/locale.ts).
 */
import type { Notification } from '@/features/notifications/types';
import type { Prose, Translations } from '../locale';

const minutes = (n: number) => n * 60_000;
const hours = (n: number) => minutes(n * 60);
const days = (n: number) => hours(n * 24);

type Row = [Notification['type'], icon: string, Notification['color'], ago: number, isRead: boolean, Prose];

// id = position + 1; the first seven are the reference's sample.
const rows: Row[] = [
  [
    'email',
    'mail',
    'primary',
    minutes(24),
    false,
    {
      en: 'You have a new email from John Doe.',
      fr: 'Vous avez reçu un nouvel e-mail de John Doe.',
      ar: 'لديك رسالة بريد إلكتروني جديدة من جون دو.',
    },
  ],
  [
    'reminder',
    'alarm',
    'info',
    days(2),
    false,
    {
      en: "Don't forget to attend the meeting at 10 AM.",
      fr: 'N’oubliez pas la réunion de 10 h.',
      ar: 'لا تنسَ حضور الاجتماع في الساعة العاشرة صباحًا.',
    },
  ],
  [
    'notification',
    'user-plus',
    'secondary',
    days(4) + hours(3),
    true,
    {
      en: 'You have a new follower on social media.',
      fr: 'Une nouvelle personne vous suit sur les réseaux sociaux.',
      ar: 'لديك متابع جديد على وسائل التواصل الاجتماعي.',
    },
  ],
  [
    'alert',
    'server',
    'error',
    hours(2) + minutes(15),
    false,
    {
      en: 'Emergency: Server is down!',
      fr: 'Urgence : le serveur est hors service !',
      ar: 'طارئ: الخادم متوقف عن العمل!',
    },
  ],
  [
    'announcement',
    'megaphone',
    'warning',
    days(1) + hours(4),
    true,
    {
      en: 'Important announcement: New company policy in effect.',
      fr: 'Annonce importante : une nouvelle politique d’entreprise entre en vigueur.',
      ar: 'إعلان مهم: سياسة جديدة للشركة أصبحت سارية.',
    },
  ],
  [
    'chat',
    'chat',
    'primary',
    hours(5),
    false,
    {
      en: 'New message from support: Your issue has been resolved.',
      fr: 'Nouveau message du support : votre problème a été résolu.',
      ar: 'رسالة جديدة من الدعم: تم حل مشكلتك.',
    },
  ],
  [
    'payment',
    'wallet',
    'success',
    hours(9) + minutes(40),
    true,
    {
      en: 'Payment received from client XYZ.',
      fr: 'Paiement reçu du client XYZ.',
      ar: 'تم استلام دفعة من العميل XYZ.',
    },
  ],
  [
    'payment',
    'wallet',
    'success',
    days(5) + hours(2),
    true,
    {
      en: 'Invoice INV0024 was paid in full.',
      fr: 'La facture INV0024 a été réglée en totalité.',
      ar: 'تم سداد الفاتورة INV0024 بالكامل.',
    },
  ],
  [
    'email',
    'mail',
    'primary',
    days(5) + hours(7),
    true,
    {
      en: 'Olivia Martin replied to your quote request.',
      fr: 'Olivia Martin a répondu à votre demande de devis.',
      ar: 'ردّت أوليفيا مارتن على طلب عرض السعر الخاص بك.',
    },
  ],
  [
    'alert',
    'server',
    'error',
    days(6) + hours(1),
    true,
    {
      en: 'Disk usage on the reporting server passed 90%.',
      fr: 'L’espace disque du serveur de rapports dépasse 90 %.',
      ar: 'تجاوز استخدام القرص على خادم التقارير ‎90%‎.',
    },
  ],
  [
    'reminder',
    'alarm',
    'info',
    days(7) + hours(5),
    true,
    {
      en: 'The quarterly review is due on Friday.',
      fr: 'Le bilan trimestriel est à rendre vendredi.',
      ar: 'موعد تسليم المراجعة الفصلية يوم الجمعة.',
    },
  ],
  [
    'chat',
    'chat',
    'primary',
    days(8) + hours(3),
    true,
    {
      en: 'Marcus left a comment on the Kanban card "Landing page copy".',
      fr: 'Marcus a commenté la carte Kanban « Textes de la page d’accueil ».',
      ar: 'علّق ماركوس على بطاقة كانبان «نصوص الصفحة الرئيسية».',
    },
  ],
  [
    'notification',
    'user-plus',
    'secondary',
    days(9) + hours(6),
    true,
    {
      en: 'Three new team members joined your workspace.',
      fr: 'Trois nouveaux membres ont rejoint votre espace de travail.',
      ar: 'انضم ثلاثة أعضاء جدد إلى مساحة عملك.',
    },
  ],
  [
    'announcement',
    'megaphone',
    'warning',
    days(10) + hours(2),
    true,
    {
      en: 'Scheduled maintenance this Sunday from 02:00 to 04:00 UTC.',
      fr: 'Maintenance programmée dimanche de 2 h à 4 h UTC.',
      ar: 'صيانة مجدولة يوم الأحد من الساعة 02:00 إلى 04:00 بالتوقيت العالمي.',
    },
  ],
  [
    'payment',
    'wallet',
    'success',
    days(11) + hours(8),
    true,
    {
      en: 'Your subscription was renewed for another year.',
      fr: 'Votre abonnement a été renouvelé pour un an.',
      ar: 'تم تجديد اشتراكك لعام آخر.',
    },
  ],
  [
    'email',
    'mail',
    'primary',
    days(12) + hours(4),
    true,
    {
      en: 'The monthly sales report is ready to download.',
      fr: 'Le rapport des ventes du mois est prêt à être téléchargé.',
      ar: 'تقرير المبيعات الشهري جاهز للتنزيل.',
    },
  ],
  [
    'reminder',
    'alarm',
    'info',
    days(14) + hours(1),
    true,
    {
      en: 'Renew the SSL certificate before it expires in 14 days.',
      fr: 'Renouvelez le certificat SSL avant son expiration dans 14 jours.',
      ar: 'جدّد شهادة SSL قبل انتهاء صلاحيتها خلال 14 يومًا.',
    },
  ],
  [
    'alert',
    'server',
    'error',
    days(15) + hours(9),
    true,
    {
      en: 'Five failed sign-in attempts on your account were blocked.',
      fr: 'Cinq tentatives de connexion échouées sur votre compte ont été bloquées.',
      ar: 'تم حظر خمس محاولات فاشلة لتسجيل الدخول إلى حسابك.',
    },
  ],
  [
    'chat',
    'chat',
    'primary',
    days(17) + hours(2),
    true,
    {
      en: 'Sofia shared the file "Brand guidelines.pdf" with you.',
      fr: 'Sofia a partagé le fichier « Charte graphique.pdf » avec vous.',
      ar: 'شاركت صوفيا معك الملف «دليل الهوية.pdf».',
    },
  ],
  [
    'notification',
    'user-plus',
    'secondary',
    days(19) + hours(5),
    true,
    {
      en: 'Your post reached 1,000 views.',
      fr: 'Votre publication a atteint 1 000 vues.',
      ar: 'وصل منشورك إلى 1000 مشاهدة.',
    },
  ],
  [
    'announcement',
    'megaphone',
    'warning',
    days(21) + hours(3),
    true,
    {
      en: 'The new invoice editor is available to everyone.',
      fr: 'Le nouvel éditeur de factures est disponible pour tous.',
      ar: 'محرر الفواتير الجديد متاح الآن للجميع.',
    },
  ],
  [
    'payment',
    'wallet',
    'success',
    days(24) + hours(6),
    true,
    {
      en: 'Refund of $48.00 sent for order #5089.',
      fr: 'Remboursement de 48,00 $ envoyé pour la commande n° 5089.',
      ar: 'تم إرسال استرداد بقيمة 48.00 دولارًا للطلب رقم 5089.',
    },
  ],
  [
    'email',
    'mail',
    'primary',
    days(27) + hours(2),
    true,
    {
      en: 'Welcome to Tessera! Start with the CRM dashboard.',
      fr: 'Bienvenue dans Tessera ! Commencez par le tableau de bord CRM.',
      ar: 'مرحبًا بك في Tessera! ابدأ بلوحة تحكم إدارة العملاء.',
    },
  ],
  [
    'notification',
    'user-plus',
    'secondary',
    days(30),
    true,
    {
      en: 'Your account was created. Complete your profile to get started.',
      fr: 'Votre compte a été créé. Complétez votre profil pour commencer.',
      ar: 'تم إنشاء حسابك. أكمل ملفك الشخصي للبدء.',
    },
  ],
];

export function notificationSeed(now: number = Date.now()): Notification[] {
  return rows.map(([type, icon, color, ago, isRead, message], index) => ({
    id: index + 1,
    type,
    message: message.en,
    timestamp: new Date(now - ago).toISOString(),
    isRead,
    icon,
    color,
  }));
}

/** The messages in French and Arabic, by notification id. */
export const notificationTranslations: Translations<Pick<Notification, 'message'>> = {
  fr: Object.fromEntries(rows.map((row, index) => [index + 1, { message: row[5].fr }])),
  ar: Object.fromEntries(rows.map((row, index) => [index + 1, { message: row[5].ar }])),
};
