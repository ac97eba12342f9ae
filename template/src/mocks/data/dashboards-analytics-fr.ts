/** The Analytics dashboard's task titles in French, by id (mocks/data/dashboards-analytics.ts holds the English). */
import type { AnalyticsTaskLanguage } from './dashboards-analytics';

export const analyticsTasksFr: AnalyticsTaskLanguage = {
  w1: { title: 'Étendre le modèle de données' },
  w2: { title: 'Vérifier le flux d’événements' },
  w3: { title: 'Sauvegarde et maintenance de la base de données' },
  w4: { title: 'Désigner l’équipe de mise en œuvre' },
  w5: { title: 'Définir les utilisateurs et le flux de travail' },
  w6: { title: 'Relire les pull requests' },
};
