/** The Chart.js renderer plus the controllers only some screens draw (bubble, radar, scatter). */
import { BubbleController, Chart, RadarController, ScatterController } from 'chart.js';

Chart.register(BubbleController, RadarController, ScatterController);

export { default } from './chartjs-renderer';
