"""Pure view-models and render functions: element specs built from views, no browser access."""
