/** The courses' prose in French, by course id (mocks/data/academy.ts and academy-curriculum.ts hold the English). */
import type { CourseLanguage } from './academy';
import type { LessonTitles } from './academy-curriculum';

export const academyFr: CourseLanguage = {
  1: {
    description: 'Grilles, typographie et couleur pour des interfaces agréables à utiliser.',
    about:
      'Un tour d’horizon concret du design d’interface : vous placez des écrans sur une grille, construisez une échelle typographique, choisissez des couleurs qui passent les contrôles de contraste et terminez par un petit design system réutilisable.',
    skills: [
      'Grilles de mise en page et espacements',
      'Des échelles typographiques lisibles',
      'Des palettes de couleurs accessibles',
    ],
    chapters: [
      'Voir comme un designer',
      'Grilles et espacements',
      'Typographie',
      'Couleur et contraste',
      'Un design system',
    ],
  },
  2: {
    description: 'Trouvez les failles de vos applications web avant les attaquants.',
    about:
      'Apprenez à penser comme un attaquant, puis servez-vous des mêmes outils sur vos propres applications web : reconnaissance, failles d’injection courantes, authentification défaillante et rédaction d’un rapport sur vos découvertes.',
    skills: [
      'Modélisation des menaces',
      'Détection des failles d’injection',
      'Rédaction d’un rapport de sécurité clair',
    ],
    chapters: [
      'Les règles d’engagement',
      'La phase de reconnaissance',
      'Les bases des applications web',
      'Attaques par injection',
      'Authentification défaillante',
      'Cross-site scripting (XSS)',
      'Élévation de privilèges',
      'Signaler et corriger',
    ],
  },
  3: {
    description: 'Des variables aux petits programmes à partager.',
    about:
      'Python dès la première ligne : valeurs, boucles et fonctions, puis fichiers et petits programmes. Aucune expérience requise, et chaque chapitre se termine par quelque chose qui fonctionne.',
    skills: ['Écrire et lancer des scripts Python', 'Manipuler listes et dictionnaires', 'Lire et écrire des fichiers'],
    chapters: [
      'Installer Python',
      'Valeurs et variables',
      'Prendre des décisions',
      'Les boucles',
      'Les fonctions',
      'Listes et dictionnaires',
      'Travailler avec des fichiers',
      'Modules et paquets',
      'Gérer les erreurs',
      'Votre premier projet',
    ],
  },
  4: {
    description: 'État, effets et hooks personnalisés, avec des exemples réels.',
    about:
      'Allez au-delà de useState : des effets qui font le ménage derrière eux, une mémoïsation vraiment utile, un contexte sans avalanche de rendus et des hooks personnalisés que votre équipe réutilisera.',
    skills: ['Des effets sans bugs', 'Hooks personnalisés', 'Mesurer les rendus'],
    chapters: [
      'Comment React fait le rendu',
      'État et événements',
      'Les effets',
      'Les refs et le DOM',
      'Le contexte',
      'La mémoïsation',
      'Hooks personnalisés',
    ],
  },
  5: {
    description: 'Frames, composants et auto layout, pas à pas.',
    about:
      'Votre première semaine sur Figma : frames et formes, composants et variantes, auto layout et partage d’un prototype cliquable avec votre équipe.',
    skills: ['Frames et auto layout', 'Composants et variantes', 'Prototypes cliquables'],
    chapters: [
      'L’espace de travail Figma',
      'Frames et formes',
      'Composants',
      'L’auto layout',
      'Prototypage',
      'La passation aux développeurs',
    ],
  },
  6: {
    description: 'Interrogez vos données avec des jointures et des fonctions de fenêtrage.',
    about:
      'Répondez aux questions métier en SQL : filtres et regroupements, jointures entre tables, fonctions de fenêtrage pour les cumuls et les classements, et requêtes qui restent rapides.',
    skills: ['Jointures entre de nombreuses tables', 'Fonctions de fenêtrage', 'Des requêtes lisibles et rapides'],
    chapters: [
      'Tables et requêtes',
      'Filtrer et trier',
      'Regroupements et agrégats',
      'Les jointures',
      'Les sous-requêtes',
      'Fonctions de fenêtrage',
      'Dates et heures',
      'Performance des requêtes',
      'Un projet d’analyse',
    ],
  },
  7: {
    description: 'Fixez vos prix, présentez-vous et livrez vos premiers projets clients.',
    about:
      'Tout ce qui sépare « je pourrais être freelance » de votre premier projet payé : trouver une niche, fixer ses prix, rédiger des propositions gagnantes et livrer sans dérive du périmètre.',
    skills: ['Fixer le prix de son travail', 'Rédiger des propositions', 'Maîtriser le périmètre client'],
    chapters: [
      'Choisir une niche',
      'Fixer ses prix',
      'Trouver des clients',
      'Propositions et contrats',
      'Livrer le travail',
    ],
  },
  8: {
    description: 'Planifiez, rédigez et mesurez des contenus qui attirent des visiteurs.',
    about:
      'Planifiez vos contenus autour de ce que recherche votre audience, écrivez-les pour qu’ils soient lus et mesurez lesquels apportent visiteurs et prospects.',
    skills: ['Planification éditoriale', 'Écrire pour le web', 'Mesurer les résultats'],
    chapters: [
      'Connaître son audience',
      'Recherche de mots-clés',
      'Construire un calendrier éditorial',
      'Écrire pour le web',
      'La diffusion',
      'Mesurer les résultats',
    ],
  },
  9: {
    description: 'Choisissez le bon graphique et racontez une histoire claire avec.',
    about:
      'Choisissez le graphique adapté à la question, retirez ce qui distrait et construisez des tableaux de bord qui racontent une seule histoire claire, avec des couleurs accessibles et des alternatives textuelles.',
    skills: ['Choisir le bon graphique', 'Épurer les graphiques', 'Des tableaux de bord accessibles'],
    chapters: [
      'Pourquoi les graphiques fonctionnent',
      'Choisir un graphique',
      'Couleur et mise en valeur',
      'Épurer',
      'Les tableaux de bord',
      'Raconter l’histoire',
    ],
  },
  10: {
    description: 'Identités, réseaux et secrets sur les grandes plateformes cloud.',
    about:
      'Sécurisez un compte cloud dès le premier jour : identités et moindre privilège, réseaux privés, gestion des secrets, journalisation et marche à suivre quand une alerte se déclenche.',
    skills: ['Accès au moindre privilège', 'Isolation réseau', 'Réponse aux incidents'],
    chapters: [
      'Le modèle de responsabilité partagée',
      'Identités et accès',
      'Les réseaux',
      'Stockage et chiffrement',
      'Les secrets',
      'Journalisation et supervision',
      'La conformité',
      'Répondre aux incidents',
    ],
  },
  11: {
    description: 'Des types qui attrapent les bugs pendant que vous tapez.',
    about:
      'Ajoutez des types au JavaScript que vous connaissez déjà : annotations et inférence, unions et affinage, génériques, et migration d’un projet existant fichier par fichier.',
    skills: ['Unions et affinage', 'Génériques', 'Migrer un projet JavaScript'],
    chapters: [
      'Pourquoi TypeScript',
      'Les types de base',
      'Les fonctions',
      'Objets et interfaces',
      'Unions et affinage',
      'Les génériques',
      'Modules et configuration',
      'Migrer un projet',
    ],
  },
  12: {
    description: 'Entretiens individuels, retours et planification pour les nouveaux managers.',
    about:
      'Pour les nouveaux managers d’équipes de dix personnes au plus : des entretiens individuels qui comptent, des retours exploitables, une planification commune et une équipe en bonne santé.',
    skills: ['Des entretiens individuels utiles', 'Faire des retours', 'Planifier avec l’équipe'],
    chapters: [
      'Votre nouveau rôle',
      'Les entretiens individuels',
      'Les retours',
      'Planifier le travail',
      'La santé de l’équipe',
    ],
  },
};

/** The lesson titles every chapter shares. */
export const lessonTitlesFr: LessonTitles = {
  Overview: { title: 'Vue d’ensemble' },
  'Key ideas': { title: 'Idées clés' },
  'Step-by-step walkthrough': { title: 'Démonstration pas à pas' },
  'Hands-on exercise': { title: 'Exercice pratique' },
  'Recap and quiz': { title: 'Récapitulatif et quiz' },
};
