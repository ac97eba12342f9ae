/** The academy's class and assignment titles in French, by id (mocks/data/academy-schedule.ts holds the English). */
import type { ScheduleLanguage } from './academy-schedule';

export const academyScheduleFr: ScheduleLanguage = {
  classes: {
    1: { title: 'Premiers pas avec Figma' },
    2: { title: 'Masterclass : les hooks de React' },
    3: { title: 'Fixer le prix de son premier projet' },
    4: { title: 'Modélisation des menaces : questions-réponses en direct' },
  },
  assignments: {
    1: { title: 'Exercice sur une palette de couleurs' },
    2: { title: 'Modèle de menaces d’une page de connexion' },
    3: { title: 'Audit d’une échelle typographique' },
    4: { title: 'Refonte d’un tableau de bord' },
  },
};
