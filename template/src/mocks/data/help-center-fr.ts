/** The help centre in French, by id (mocks/data/help-center.ts holds the English). Product names stay as sold. */
import type { HelpLanguage } from './help-center';

export const helpCenterFr: HelpLanguage = {
  products: {
    'P-001': { description: 'Réduction de bruit active, 30 heures avec l’étui, résistance à la sueur IPX4.' },
    'P-002': {
      description: 'Circum-auriculaire, réduction de bruit adaptative, 40 heures d’autonomie, pliage à plat.',
    },
    'P-003': { description: 'Enceinte de poche avec 12 heures d’écoute, étanche à l’eau et à la poussière.' },
    'P-004': { description: 'Moniteurs actifs de cinq pouces avec entrées symétriques pour un home studio.' },
    'P-005': { description: 'Suivi du rythme cardiaque, du sommeil et GPS, avec sept jours d’autonomie.' },
    'P-006': { description: 'Partage de position, bouton SOS et mode école pour les enfants.' },
    'P-007': { description: 'Pas, rythme cardiaque et notifications dans un bracelet fin et étanche.' },
    'P-008': {
      description:
        'Apprend votre emploi du temps, réduit la facture de chauffage et fonctionne avec les assistants vocaux.',
    },
    'P-009': { description: 'Cartographie laser, vidage automatique et zones interdites depuis l’application.' },
    'P-010': { description: 'Pompe de quinze bars, buse vapeur et moulin intégré.' },
    'P-011': { description: 'Deux prises avec suivi de la consommation et programmation.' },
    'P-012': { description: 'Switchs remplaçables à chaud, boîtier en aluminium et éclairage touche par touche.' },
    'P-013': { description: 'Disque USB-C à 1 050 Mo/s en lecture dans une coque renforcée.' },
    'P-014': { description: 'Souris sans fil légère avec un capteur de 26 000 DPI.' },
    'P-015': { description: 'Dalle IPS, USB-C avec charge de 90 W et pied réglable en hauteur.' },
  },
  articles: {
    'A-001': {
      title: 'Associer vos écouteurs à deux appareils',
      excerpt: 'Passez du téléphone à l’ordinateur sans refaire l’appairage à chaque fois.',
    },
    'A-002': {
      title: 'Tirer le meilleur de la réduction de bruit',
      excerpt: 'Comment l’ajustement des embouts et les mises à jour changent ce que vous entendez.',
    },
    'A-003': {
      title: 'Installer deux enceintes en stéréo',
      excerpt: 'Reliez deux enceintes en canaux gauche et droit en une minute.',
    },
    'A-004': {
      title: 'Calibrer le suivi cardiaque de votre montre',
      excerpt: 'Portez-la correctement et gardez le capteur propre pour des mesures fiables.',
    },
    'A-005': {
      title: 'Partager la montre d’un enfant avec la famille',
      excerpt: 'Invitez vos proches et choisissez qui voit la position.',
    },
    'A-006': {
      title: 'Économiser l’énergie avec un thermostat connecté',
      excerpt: 'Programmes, mode absence et les réglages qui font le plus d’économies.',
    },
    'A-007': {
      title: 'Cartographier votre logement pour le robot aspirateur',
      excerpt: 'Créez des pièces et des zones interdites, et corrigez une carte ratée.',
    },
    'A-008': {
      title: 'Détartrer votre machine à expresso',
      excerpt: 'Un entretien mensuel qui préserve le goût et la pompe.',
    },
    'A-009': {
      title: 'Changer les switchs du clavier sans risque',
      excerpt: 'Les outils nécessaires et comment ne pas tordre les broches.',
    },
    'A-010': {
      title: 'Formater un SSD portable pour Mac et Windows',
      excerpt: 'Choisissez le système de fichiers que les deux ordinateurs lisent et écrivent.',
    },
    'A-011': {
      title: 'Bien régler votre écran',
      excerpt: 'Luminosité, mode couleur et fréquence de rafraîchissement pour travailler et jouer.',
    },
  },
};
