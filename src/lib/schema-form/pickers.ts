// antd-mobile's bottom pickers, loaded apart from the renderer (theme.tsx): they bring the animation
// stack (react-spring, @use-gesture: the "motion" chunk, ~25 KB gzip) and dayjs, which a form of
// text inputs and radio choices never needs. A form with a picker field fetches them as it shows.
export { CascadePicker, DatePicker, Picker } from "antd-mobile";
