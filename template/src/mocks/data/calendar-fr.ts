/** The calendar's seeded events in French, by id (calendar.ts holds the English). */
import type { CalendarLanguage } from './calendar';

export const calendarFr: CalendarLanguage = {
  titles: {
    1: { title: 'Planification trimestrielle' },
    2: { title: 'Revue de design' },
    3: { title: 'Appel client : Harbor Health' },
    4: { title: 'Séminaire d’équipe' },
    5: { title: 'Jour férié' },
    6: { title: 'Voyage d’été à Lisbonne' },
    7: { title: 'Rendez-vous chez le dentiste' },
    8: { title: 'Club de course à pied' },
    9: { title: 'Cours de guitare' },
    10: { title: 'Dîner d’anniversaire de Mia' },
    11: { title: 'Visite des parents' },
    12: { title: 'Spectacle de l’école' },
    13: { title: 'Révision de la voiture' },
    14: { title: 'Renouveler le passeport' },
    15: { title: 'Club de lecture' },
  },
  descriptions: {
    1: { description: 'Se mettre d’accord sur les objectifs du prochain trimestre.' },
    14: { description: 'Apporter deux photos et l’ancien passeport.' },
  },
};
