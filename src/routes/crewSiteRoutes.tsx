import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { appLayout } from './layouts';
import { lazyFeature } from './lazyFeature';

// The crew chief on site (issue 5, slice photos): photos, contacts and locations. Each page
// only hands the path's parameters to its lazy screen.

const Photos = lazyFeature(
  'crewSite',
  () => import('../features/crewSite/PhotosScreen'),
  'PhotosScreen',
);
const CrewContact = lazyFeature(
  'crewSite',
  () => import('../features/crewSite/CrewContactScreen'),
  'CrewContactScreen',
);
const CrewLocation = lazyFeature(
  'crewSite',
  () => import('../features/crewSite/CrewLocationScreen'),
  'CrewLocationScreen',
);
const Location = lazyFeature(
  'crewSite',
  () => import('../features/crewSite/LocationScreen'),
  'LocationScreen',
);

export const crewPhotosRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/crews/$id/photos',
  staticData: { title: msg`Photos` },
  component: function CrewPhotosPage() {
    return <Photos id={crewPhotosRoute.useParams().id} />;
  },
});

export const crewChiefLocationRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/crews/$id/crew-chief-location',
  staticData: { title: msg`Location` },
  component: function CrewChiefLocationPage() {
    return <CrewLocation id={crewChiefLocationRoute.useParams().id} />;
  },
});

export const contactCrewChiefRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/crews/$id/contact-crew-chief',
  staticData: { title: msg`Crew chief` },
  component: function ContactCrewChiefPage() {
    return <CrewContact id={contactCrewChiefRoute.useParams().id} who={{ kind: 'chief' }} />;
  },
});

export const contactOnSiteRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/crews/$id/contact-contact-on-site',
  staticData: { title: msg`Contact on site` },
  component: function ContactOnSitePage() {
    return <CrewContact id={contactOnSiteRoute.useParams().id} who={{ kind: 'onSite' }} />;
  },
});

export const contactCrewMemberRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/crews/$id/contact-crew-member/$contactId',
  staticData: { title: msg`Crew member` },
  component: function ContactCrewMemberPage() {
    const { id, contactId } = contactCrewMemberRoute.useParams();
    return <CrewContact id={id} who={{ kind: 'member', contactId }} />;
  },
});

export const locationRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/locations/$id',
  staticData: { title: msg`Location` },
  component: function LocationPage() {
    return <Location id={locationRoute.useParams().id} />;
  },
});
