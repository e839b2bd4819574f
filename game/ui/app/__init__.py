"""The app's loop: events in, a screen's update, effects out; the page drawn; the screens registered."""
