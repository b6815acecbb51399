import { HomeHero } from '../components/home-hero';
import { HomeHighlights } from '../components/home-highlights';

export default function HomeRoute() {
  return (
    <>
      <HomeHero />
      <HomeHighlights />
    </>
  );
}
