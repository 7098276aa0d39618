import { msg } from '@lingui/core/macro';
import type { AreaLabels } from './labelTypes';

/** The planner's changes: projects, their crew items, to-dos and the planner's crews. */
export const PLANNING_LABELS = {
  'project.copy': { plain: msg`Copy a project` },
  'projectVacancy.offer': {
    plain: msg`Offer a vacancy to crew`,
    says: ({ name }) => (name ? msg`Offer a vacancy at ${name} to crew` : null),
  },
  'crewItem.create': {
    plain: msg`Add a crew item`,
    says: ({ name, day }) => (name && day ? msg`Add a crew item ${name} on ${day}` : null),
  },
  'crewItem.update': {
    plain: msg`Change a crew item`,
    says: ({ name }) => (name ? msg`Change the crew item ${name}` : null),
  },
  'crewItem.activate': {
    plain: msg`Book a person on a crew item`,
    says: ({ name }) => (name ? msg`Book a person as ${name}` : null),
  },
  'crewItem.notNeeded': {
    plain: msg`Mark a crew item as not needed`,
    says: ({ name }) => (name ? msg`Mark ${name} as not needed` : null),
  },
  'crewItem.reactivate': {
    plain: msg`Reactivate a crew item`,
    says: ({ name }) => (name ? msg`Reactivate ${name}` : null),
  },
  'crewItem.noShow': {
    plain: msg`Mark a booked person as no-show`,
    says: ({ name }) => (name ? msg`Mark ${name} as no-show` : null),
  },
  'crewItem.rate': {
    plain: msg`Rate a booked person`,
    says: ({ name, value }) => (name && value ? msg`Rated ${name} ${value} of 5` : null),
  },
  'project.todo': {
    plain: msg`Add a project to-do`,
    says: ({ text }) => (text ? msg`Add the to-do “${text}”` : null),
  },
  'project.logo': { plain: msg`Upload the project logo` },
  'project.create': {
    plain: msg`Create a project`,
    says: ({ name }) => (name ? msg`Create the project “${name}”` : null),
  },
  'todo.create': {
    plain: msg`Add a to-do`,
    says: ({ text }) => (text ? msg`Add the to-do “${text}”` : null),
  },
  'todo.done': {
    plain: msg`Mark a to-do as done`,
    says: ({ text }) => (text ? msg`Mark the to-do “${text}” as done` : null),
  },
  'todo.reopen': {
    plain: msg`Open a to-do again`,
    says: ({ text }) => (text ? msg`Open the to-do “${text}” again` : null),
  },
  'todo.reassign': {
    plain: msg`Give a to-do to another planner`,
    says: ({ text }) => (text ? msg`Give the to-do “${text}” to another planner` : null),
  },
  'pCrew.create': {
    plain: msg`Create a crew`,
    says: ({ name }) => (name ? msg`Create the crew “${name}”` : null),
  },
  'crewMembership.add': {
    plain: msg`Add a member to a crew`,
    says: ({ name }) => (name ? msg`Add ${name} to the crew` : null),
  },
  'crewMembership.remove': {
    plain: msg`Remove a member from a crew`,
    says: ({ name }) => (name ? msg`Remove ${name} from the crew` : null),
  },
} satisfies AreaLabels;
