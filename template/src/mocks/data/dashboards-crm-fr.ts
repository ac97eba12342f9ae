/** The CRM's upcoming activities' titles in French, by id (mocks/data/dashboards-crm.ts holds the English). */
import type { ActivityLanguage } from './dashboards-crm';

export const activitiesFr: ActivityLanguage = {
  a1: { title: 'Séance de brainstorming en équipe' },
  a2: { title: 'Revue trimestrielle du pipeline' },
  a3: { title: 'Appel d’intégration avec Northwind' },
  a4: { title: 'Démonstration produit pour Contoso' },
  a5: { title: 'Atelier sur la tarification' },
  a6: { title: 'Point avec l’équipe succès client' },
  a7: { title: 'Négociation du renouvellement : Fabrikam' },
  a8: { title: 'Répétition du lancement commercial' },
  a9: { title: 'Présentation de la feuille de route aux partenaires' },
  a10: { title: 'Rétrospective semestrielle' },
};
