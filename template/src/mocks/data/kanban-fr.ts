/** The kanban board's seeded columns and cards in French, by id (kanban.ts holds the English). */
import type { KanbanLanguage } from './kanban';

export const kanbanFr: KanbanLanguage = {
  columns: {
    'col-1': { title: 'À planifier' },
    'col-2': { title: 'En cours' },
    'col-3': { title: 'En relecture' },
    'col-4': { title: 'Terminé' },
  },
  cards: {
    'card-1': { title: 'Mode sombre pour le PDF des factures' },
    'card-2': { title: 'Interroger cinq administrateurs sur leurs rapports' },
    'card-3': { title: 'Exporter les commandes en CSV' },
    'card-4': { title: 'Rédiger le guide des limites de débit de l’API' },
    'card-5': { title: 'Le paiement échoue avec les cartes enregistrées' },
    'card-6': { title: 'Nouvelle check-list de prise en main' },
    'card-7': { title: 'Migrer la recherche vers le nouvel index' },
    'card-8': { title: 'Textes de la page des tarifs' },
    'card-9': { title: 'Corriger le sélecteur de date en mode RTL' },
    'card-10': { title: 'Avatars de l’équipe dans la barre latérale' },
    'card-11': { title: 'Connexion à deux facteurs' },
    'card-12': { title: 'Résultats de l’enquête sur l’utilisation' },
    'card-13': { title: 'Plantage quand il n’y a aucune notification' },
  },
  descriptions: {
    'card-1': { description: 'Les clients impriment leurs factures en mode sombre et obtiennent des pages noires.' },
    'card-3': { description: 'Reprendre les colonnes du tableau des commandes.' },
    'card-5': {
      description: 'Les paiements par carte enregistrée expirent après l’étape 3-D Secure. Reproduit en préproduction.',
    },
    'card-8': { description: 'Le service juridique demande la mention de TVA sous chaque offre.' },
  },
};
