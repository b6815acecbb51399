import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LatestPosts } from '../../../features/blog/components/latest-posts';
import { FeaturedRoutesPreview } from '../../../features/trips/components/featured-routes-preview';
import { BRAND_NAME } from '../../../shared/config/brand';
import { useGetSiteConfigQuery } from '../../../shared/config/site-config.api';
import { Bullets, Env, P, Section, To } from './prose';

export function AboutPage() {
  return (
    <>
      <P>
        {BRAND_NAME} is a road-trip planner made for motorcycle riders first, and for anyone
        crossing a country by car or RV. You give it a start, a destination, your dates and how you
        like to travel; it gives you a roadbook: the route split into days, each ending in a real
        town with somewhere to sleep.
      </P>
      <Section title="What goes into a plan">
        <Bullets
          items={[
            'Daily distances and riding times that respect the hours you want to spend in the saddle.',
            'For motorcycles, fuel stops inside a tank’s range and arrival before sunset.',
            'Fastest, scenic or shortest routing; scenic keeps you off highways and tolls.',
            'Things to see along the way, food, and a place for the night matched to your budget.',
            'The weather to expect each day, and ride tips for your kind of trip.',
          ]}
        />
        <P>
          Distances, times and weather are estimates, and the itinerary says so. Check road
          conditions and opening times before you go.
        </P>
      </Section>
      <Section title="Then ride it">
        <P>
          Save trips to your account, change and re-plan them, share a read-only link with your
          group, export the route as GPX for your navigator and the days as a calendar file, or
          print the whole roadbook. Our <To to="/featured-trips">featured routes</To> and the{' '}
          <To to="/blog">blog</To> are there when you need an idea.
        </P>
      </Section>
      <Section title="Who we are">
        <P>
          A small team of riders who got tired of planning long trips across five browser tabs. We
          keep {BRAND_NAME} fast, free to plan with, and light on data: see the{' '}
          <To to="/privacy">privacy policy</To>.
        </P>
      </Section>
    </>
  );
}

export function TermsPage() {
  return (
    <>
      <P>
        These terms apply when you use {BRAND_NAME}. By using the site you accept them; if you do
        not, please do not use it.
      </P>
      <Section title="Plans are suggestions">
        <P>
          Itineraries are generated automatically. Distances, riding times, fuel stops, weather,
          places and opening hours are estimates and can be wrong or out of date. You are
          responsible for your route, your vehicle and your safety: check conditions, obey traffic
          law and local rules, and never use the app while riding or driving.
        </P>
      </Section>
      <Section title="Your account">
        <Bullets
          items={[
            'Give a real e-mail address and keep your password to yourself.',
            'You are responsible for what happens under your account.',
            'You can delete your account at any time from your profile; its trips go with it.',
          ]}
        />
      </Section>
      <Section title="Your trips and shared links">
        <P>
          Your trips are yours. When you share a trip, anyone with the link can view it until you
          stop sharing. Do not put anything in a trip&apos;s name or notes that you would not want
          the people you share it with to read.
        </P>
      </Section>
      <Section title="Fair use">
        <P>
          Do not try to break, overload or scrape the service, get around its limits, or reach other
          people&apos;s data. We may limit or close accounts that do.
        </P>
      </Section>
      <Section title="Content">
        <P>
          Blog posts and featured routes are written by our team. You may link to them and share
          them; please do not republish them as your own.
        </P>
      </Section>
      <Section title="No warranty">
        <P>
          The service is provided as it is, without guarantees that it is always available or free
          of errors. To the extent the law allows, we are not liable for losses that come from using
          a plan, including delays, fines, damage or injury.
        </P>
      </Section>
      <Section title="Changes">
        <P>
          We may update these terms; the version on this page is the one that applies. Questions go
          through the <To to="/contact.html">contact page</To>.
        </P>
      </Section>
    </>
  );
}

export function AffiliatePage() {
  return (
    <>
      <P>
        {BRAND_NAME} has no affiliate links today. Nothing on the site earns us a commission: not
        the places in your itinerary, not the accommodation suggestions, not the links in our blog
        posts. Activities and places are picked for your route, not for who pays.
      </P>
      <Section title="If that changes">
        <P>
          Should we ever add affiliate links (for example to book a room or rent a bike), we will
          update this page before they appear, mark every such link where it is shown, and keep them
          out of how routes, stops and places are chosen. Your trip data would not be passed to any
          partner.
        </P>
      </Section>
    </>
  );
}

export function ContactPage() {
  const config = useGetSiteConfigQuery();
  const email = config.data?.contactEmail;
  return (
    <>
      <P>
        Found a wrong town, a road that doesn&apos;t exist, or a bug? Have a route we should feature
        or a story for the blog? We&apos;d like to hear it.
      </P>
      <Section title="Write to us">
        {config.isLoading ? (
          <Skeleton width={260} sx={{ fontSize: '1.25rem' }} />
        ) : email ? (
          <Typography variant="h6" component="p">
            <Link href={`mailto:${email}`}>{email}</Link>
          </Typography>
        ) : (
          <P>
            This site has not published a contact address yet. If you run it, set{' '}
            <Env>CONTACT_EMAIL</Env> in the gateway&apos;s environment and it appears here.
          </P>
        )}
        <P>
          For a problem with a trip, include its link (the address of the itinerary page) and what
          you expected. Never send your password.
        </P>
      </Section>
      <Section title="Before you write">
        <Bullets
          items={[
            <>
              Forgot your password? Use <strong>Forgot password</strong> in the sign-in dialog.
            </>,
            <>
              Want your data gone? <strong>Delete Account</strong> on your{' '}
              <To to="/profile">profile</To> removes it.
            </>,
            <>
              How we handle data is in the <To to="/privacy">privacy policy</To>.
            </>,
          ]}
        />
      </Section>
    </>
  );
}

export function ArticlesPage() {
  return (
    <>
      <P>
        Ride reports, route ideas, packing lists and the small things that make a long day on the
        road easier. Here are the newest; the <To to="/blog">blog</To> has them all.
      </P>
      <Section title="Latest articles">
        <LatestPosts count={6} emptyText="The first articles are being written." />
        <Button component={RouterLink} to="/blog" variant="contained" sx={{ mt: 3 }}>
          Read the Blog
        </Button>
      </Section>
    </>
  );
}

export function TripsPage() {
  return (
    <>
      <P>
        Featured routes are complete itineraries you can open, follow or copy as a starting point
        for your own trip.
      </P>
      <Section title="How routes are picked">
        <P>
          Our team plans each one with {BRAND_NAME} itself, rides or checks it, then features it:
          roads worth the detour, realistic days, and towns with a bed at the end of each. Nobody
          pays to be on the list.
        </P>
      </Section>
      <Section title="Featured routes">
        <FeaturedRoutesPreview count={6} />
        <Button component={RouterLink} to="/featured-trips" variant="contained" sx={{ mt: 3 }}>
          All Featured Routes
        </Button>
      </Section>
    </>
  );
}
