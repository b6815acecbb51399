import { BRAND_NAME } from '../../../shared/config/brand';
import { Bullets, Env, P, Section, To } from './prose';

/** What the product stores and sends, as the code does it; change both together. */
export function PrivacyPage() {
  return (
    <>
      <P>
        {BRAND_NAME} keeps what it needs to plan, save and share your trips, and little else. This
        page lists all of it. It describes the software as it ships; the person or company that runs
        this site (the operator) decides the optional settings named below.
      </P>

      <Section title="Your account">
        <Bullets
          items={[
            'Your e-mail address, the username you chose, and your role (rider or admin).',
            'Your password only as a bcrypt hash: nobody, us included, can read it back.',
          ]}
        />
        <P>You can plan trips without an account; you need one to keep trips and to share them.</P>
      </Section>

      <Section title="Cookies">
        <Bullets
          items={[
            <>
              <strong>Session cookie</strong> (<Env>roadbook_session</Env>), set when you sign in.
              It holds a random identifier; we store only its hash, kept with the time it was last
              used and the browser&apos;s user agent and IP address at sign-in. A session ends when
              you sign out, after 30 days, or after 14 days without use (the operator can change
              this with <Env>SESSION_IDLE_DAYS</Env>). Changing your password or deleting your
              account ends all of them.
            </>,
            <>
              <strong>Visitor cookie</strong> (<Env>roadbook_visitor</Env>), set when you plan a
              trip without signing in. It is a random token that lets this browser, and only this
              browser, open its draft trips. We store a hash of it with those trips, and delete a
              draft nobody saved 30 days after it was planned (the operator can change this with{' '}
              <Env>VISITOR_DRAFT_DAYS</Env>); sign up and save a trip to keep it.
            </>,
          ]}
        />
        <P>
          Both cookies are HttpOnly (no script can read them) and first-party. There are no
          advertising or tracking cookies, and analytics sets none.
        </P>
      </Section>

      <Section title="Trips and itineraries">
        <P>
          The places, dates and preferences you enter, and the itinerary made from them. A trip is
          visible only to you until you share it: a share link lets anyone who has it see that trip,
          until you stop sharing. Trips an admin features are public on the{' '}
          <To to="/featured-trips">featured routes</To> page, without your additional notes, and
          only while they are featured.
        </P>
        <P>
          Out of the box, routes, towns, activities and weather are worked out on this server from
          data it ships with. If the operator connects online services (a geocoder such as
          Nominatim, a router such as OSRM or Valhalla, Open-Meteo for weather, Overpass or Google
          Places for places, or an AI text service), the place names and dates of the trip being
          planned are sent to them, never your name, e-mail or cookies.
        </P>
      </Section>

      <Section title="Images">
        <P>
          Only admins upload images (for blog posts and featured routes). They are stored on this
          site&apos;s own storage, listed with the admin who uploaded them, and served from it.
        </P>
      </Section>

      <Section title="E-mail">
        <P>
          We e-mail you only when you ask to reset your password. The link in it is single-use and
          expires after an hour; we store only a hash of its token.
        </P>
      </Section>

      <Section title="Analytics">
        <P>
          To learn which pages and features riders use, your browser reports events such as a page
          view (with the page&apos;s path, never its query), a trip saved, shared or exported, or a
          sign-in. We keep only a count per day, event name and path: no IP address, no account, no
          cookie, no browser details. Share links are counted together, never one by one. Only
          admins see these counts, and they are deleted after 13 months (the operator can change
          this with <Env>ANALYTICS_RETENTION_MONTHS</Env>).
        </P>
        <P>
          Google Analytics 4 is off unless the operator turns it on (<Env>GA4_MEASUREMENT_ID</Env>).
          When it is on, your browser also loads Google&apos;s tag and sends the same events to
          Google, which then receives your IP address and sets its own cookies under Google&apos;s
          privacy policy.
        </P>
      </Section>

      <Section title="Maps">
        <P>
          The interactive map loads its tiles straight from the tile server the operator configured
          (by default OpenStreetMap&apos;s, <Env>MAP_TILE_URL</Env>), so that server sees your IP
          address and which map area you view. The site&apos;s security policy lets the browser
          contact that server and no other. Static route images are drawn on this server.
        </P>
      </Section>

      <Section title="Abuse protection">
        <P>
          To stop password guessing and floods, the number of recent attempts from an IP address
          (and for sign-in, per e-mail address) is counted for up to an hour, then forgotten.
        </P>
      </Section>

      <Section title="Deleting your account">
        <P>
          Delete Account on your <To to="/profile">profile</To> deletes your account and ends every
          session at once, then deletes your trips with their itineraries and share links, and any
          images you uploaded. Blog posts an admin published stay published. Analytics counts hold
          nothing about you, so there is nothing in them to delete.
        </P>
      </Section>

      <Section title="Sharing with others">
        <P>
          We do not sell or share your personal data. Beyond the optional services named above,
          nothing leaves this site.
        </P>
      </Section>

      <Section title="Questions">
        <P>
          Ask us through the <To to="/contact.html">contact page</To>.
        </P>
      </Section>
    </>
  );
}
