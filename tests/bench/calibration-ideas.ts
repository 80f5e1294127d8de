/**
 * The calibration bench's labelled ideas: one line each as a founder would have typed it, half that
 * became working businesses, half documented failures, each with a public source for its label.
 */
export interface CalibrationIdea {
  name: string;
  description: string;
  outcome: 'success' | 'failure';
  source: string;
}

const success = (name: string, description: string, source: string): CalibrationIdea => ({ name, description, outcome: 'success', source });
const failure = (name: string, description: string, source: string): CalibrationIdea => ({ name, description, outcome: 'failure', source });

export const CALIBRATION_IDEAS: CalibrationIdea[] = [
  success(
    'Airbnb',
    'Rent out your spare room or an air mattress to travellers when the city’s hotels are full.',
    'https://en.wikipedia.org/wiki/Airbnb',
  ),
  success(
    'Dropbox',
    'A folder on every computer that keeps your files in sync and backed up in the cloud.',
    'https://en.wikipedia.org/wiki/Dropbox',
  ),
  success(
    'Stripe',
    'A few lines of code that let any developer accept credit card payments online.',
    'https://en.wikipedia.org/wiki/Stripe,_Inc.',
  ),
  success(
    'Shopify',
    'Software that lets small merchants open their own online store without coding.',
    'https://en.wikipedia.org/wiki/Shopify',
  ),
  success(
    'Slack',
    'Team chat with searchable channels and integrations that replaces internal email.',
    'https://en.wikipedia.org/wiki/Slack_(software)',
  ),
  success(
    'Zoom',
    'Video meetings that just work, free for short calls and paid plans for businesses.',
    'https://en.wikipedia.org/wiki/Zoom_Video_Communications',
  ),
  success(
    'Gusto',
    'Online payroll, benefits and payroll tax filing for small businesses.',
    'https://en.wikipedia.org/wiki/Gusto_(company)',
  ),
  success('Toast', 'A point-of-sale and management system built for restaurants.', 'https://en.wikipedia.org/wiki/Toast,_Inc.'),
  success('DoorDash', 'Food delivery from local restaurants that do not deliver themselves.', 'https://en.wikipedia.org/wiki/DoorDash'),
  success(
    'Canva',
    'A simple online graphic design tool with templates for people who are not designers.',
    'https://en.wikipedia.org/wiki/Canva',
  ),
  success('Mailchimp', 'Email newsletter and marketing software for small businesses.', 'https://en.wikipedia.org/wiki/Mailchimp'),
  success(
    'Calendly',
    'A link that lets people book a meeting in your free calendar slots without back-and-forth emails.',
    'https://en.wikipedia.org/wiki/Calendly',
  ),
  success('Warby Parker', 'Prescription glasses sold online for $95 with free home try-on.', 'https://en.wikipedia.org/wiki/Warby_Parker'),
  success(
    'Dollar Shave Club',
    'Razor blades delivered every month by subscription for a few dollars.',
    'https://en.wikipedia.org/wiki/Dollar_Shave_Club',
  ),
  success(
    'Chewy',
    'An online pet food and supplies store with automatic repeat delivery.',
    'https://en.wikipedia.org/wiki/Chewy_(company)',
  ),
  success('Duolingo', 'A free language learning app with short, game-like daily lessons.', 'https://en.wikipedia.org/wiki/Duolingo'),
  success(
    'Instacart',
    'Groceries from your local supermarket delivered within an hour by personal shoppers.',
    'https://en.wikipedia.org/wiki/Instacart',
  ),
  success('Zapier', 'Connect your web apps to automate repetitive work without writing code.', 'https://en.wikipedia.org/wiki/Zapier'),
  success(
    'GitHub',
    'Hosting for git repositories with pull requests and collaboration tools for developers.',
    'https://en.wikipedia.org/wiki/GitHub',
  ),
  success(
    'Twilio',
    'An API that lets developers send text messages and make phone calls from their apps.',
    'https://en.wikipedia.org/wiki/Twilio',
  ),
  failure(
    'Juicero',
    'A $400 Wi-Fi connected juicer that presses our own subscription juice packs.',
    'https://en.wikipedia.org/wiki/Juicero',
  ),
  failure(
    'Quibi',
    'Premium short-form shows made for phones, in episodes of ten minutes or less, by subscription.',
    'https://en.wikipedia.org/wiki/Quibi',
  ),
  failure(
    'Pets.com',
    'An online pet supplies store shipping pet food and supplies anywhere in the country.',
    'https://en.wikipedia.org/wiki/Pets.com',
  ),
  failure(
    'Webvan',
    'Order groceries online and get them delivered from our own automated warehouses.',
    'https://en.wikipedia.org/wiki/Webvan',
  ),
  failure('Homejoy', 'Book an affordable home cleaner online in 60 seconds.', 'https://en.wikipedia.org/wiki/Homejoy'),
  failure('Kozmo', 'Free one-hour delivery of videos, snacks and books in big cities.', 'https://en.wikipedia.org/wiki/Kozmo.com'),
  failure('Theranos', 'Hundreds of blood tests from a single drop of blood from a finger prick.', 'https://en.wikipedia.org/wiki/Theranos'),
  failure('Color', 'A photo-sharing app that shares your photos with everyone near you.', 'https://en.wikipedia.org/wiki/Color_Labs'),
  failure('Secret', 'An app to share secrets anonymously with your friends.', 'https://en.wikipedia.org/wiki/Secret_(app)'),
  failure('Yik Yak', 'An anonymous local message board app for college campuses.', 'https://en.wikipedia.org/wiki/Yik_Yak'),
  failure('Fab', 'Daily flash sales of design products for the home.', 'https://en.wikipedia.org/wiki/Fab_(website)'),
  failure('Washio', 'On-demand laundry and dry cleaning pickup and delivery from an app.', 'https://en.wikipedia.org/wiki/Washio'),
  failure('Shyp', 'A courier picks up anything you want to send, packs it and ships it for you.', 'https://en.wikipedia.org/wiki/Shyp'),
  failure('Beepi', 'A peer-to-peer used car marketplace with inspections and home delivery.', 'https://en.wikipedia.org/wiki/Beepi'),
  failure('Rdio', 'A music streaming subscription with social discovery.', 'https://en.wikipedia.org/wiki/Rdio'),
  failure('Jibo', 'A friendly social robot for the home that talks and recognises your family.', 'https://en.wikipedia.org/wiki/Jibo'),
  failure('Munchery', 'Chef-cooked dinners delivered to your door, ready to heat.', 'https://en.wikipedia.org/wiki/Munchery'),
  failure('Boo.com', 'An online store selling designer fashion and sportswear worldwide.', 'https://en.wikipedia.org/wiki/Boo.com'),
  failure('Friendster', 'A social network for meeting friends of your friends.', 'https://en.wikipedia.org/wiki/Friendster'),
  failure('eToys', 'An online toy store with home delivery.', 'https://en.wikipedia.org/wiki/EToys.com'),
];
